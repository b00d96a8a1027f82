/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { productionBuildsOf, russianOnlyAntd } from './resolve-aliases';
import { packageDir } from './shared-modules';

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
