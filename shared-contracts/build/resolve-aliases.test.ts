/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { russianOnlyAntd } from './resolve-aliases';
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
