/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { productionBuildsOf, russianOnlyAntd } from './resolve-aliases';
import { contractsDir, packageDir } from './shared-modules';

test("antd's English fallback texts are built as its Russian ones: a page carries one locale", () => {
  const antd = packageDir('antd');
  // The provider's and the hooks' fallback is this file, imported relatively inside antd.
  expect(readFileSync(path.join(antd, 'es/locale/useLocale.js'), 'utf8')).toMatch(/from '\.\.\/locale\/en_US'|from '\.\/en_US'/);
  const aliases = russianOnlyAntd();
  const english = path.join(antd, 'es/locale/en_US.js');
  expect(aliases[english]).toBe(path.join(antd, 'es/locale/ru_RU.js'));
  expect(existsSync(english) && existsSync(aliases[english]!)).toBe(true);
  // The Russian locale does not reach back to the English one (no cycle, nothing English left).
  expect(readFileSync(aliases[english]!, 'utf8')).not.toMatch(/en_US/);
});

test("the federation runtime's error codes are built without their descriptions, and name every code the runtime has", async () => {
  const alias = productionBuildsOf()['@module-federation/error-codes$'];
  expect(alias).toBeDefined();
  // The real package (its CommonJS build, as jest loads it) and the file built in its place.
  const real = (await import('@module-federation/error-codes')) as Record<string, unknown>;
  const stub = (await import(alias!)) as Record<string, unknown>;
  expect(Object.keys(stub).sort()).toEqual(Object.keys(real).filter((name) => name !== '__esModule' && name !== 'default').sort());
  for (const [name, value] of Object.entries(real)) if (/^(RUNTIME|TYPE|BUILD)_\d+$/.test(name)) expect(stub[name]).toBe(value);
  const message = (stub.getShortErrorMsg as (code: string, map: object, args?: object) => string)('RUNTIME-008', {}, { remote: 'mf_blog' });
  expect(message).toContain('RUNTIME-008');
  expect(message).toContain('{"remote":"mf_blog"}');
  expect(message).toContain('https://module-federation.io/guide/troubleshooting/runtime#runtime-008');
});

test("the federation runtime is compiled from its ES modules: the bundler runtime Rspack's plugin imports (by Node's require) is built as its module build", () => {
  const aliases = productionBuildsOf();
  // Where Rspack's federation plugin finds the bundler runtime: from the runtime tools it resolves.
  const runtimeTools = require.resolve('@module-federation/runtime-tools', { paths: [contractsDir] });
  const imported = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] });
  const built = aliases[`${imported}$`];
  expect(built).toBe(path.join(packageDir('@module-federation/webpack-bundler-runtime'), 'dist/index.js'));
  for (const pkg of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime', '@module-federation/runtime-core', '@module-federation/sdk']) {
    const target = aliases[`${path.join(packageDir(pkg), 'dist/index.cjs')}$`];
    expect(target && existsSync(target)).toBe(true);
    // An ES module: what it provides is `export`ed, so what no build calls is left out.
    expect(readFileSync(target!, 'utf8')).toMatch(/^export /m);
  }
});
