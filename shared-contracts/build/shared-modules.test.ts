import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exposeFile, exposesFor, sharedConfig } from './shared-modules';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test('maps a listed module to its file under src/exposes', () => {
  expect(exposeFile('./pages/AuthRecovery')).toBe('./src/exposes/pages/auth-recovery.tsx');
  expect(exposeFile('./widgets/LoanCalculator')).toBe('./src/exposes/widgets/loan-calculator.tsx');
});

test('a remote missing a listed module fails the build with the missing names', () => {
  const appDir = mkdtempSync(path.join(tmpdir(), 'remote-'));
  made.push(appDir);
  mkdirSync(path.join(appDir, 'src/exposes/pages'), { recursive: true });
  writeFileSync(path.join(appDir, 'src/exposes/pages/shopwindow.tsx'), 'export default () => null;');
  expect(() => exposesFor('mf_shopwindow', appDir)).toThrow(/\.\/pages\/PersonalOffers/);
  writeFileSync(path.join(appDir, 'src/exposes/pages/personal-offers.tsx'), 'export default () => null;');
  expect(exposesFor('mf_shopwindow', appDir)).toEqual({
    './pages/Shopwindow': './src/exposes/pages/shopwindow.tsx',
    './pages/PersonalOffers': './src/exposes/pages/personal-offers.tsx',
  });
});

test('every build shares what must be one per page: the libraries, the kit, the platform and its router', () => {
  const shared = sharedConfig();
  for (const key of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'effector', 'effector-react', 'dayjs', '@microloans/ui-kit', '@microloans/ui-kit/forms', '@microloans/platform', '@microloans/platform/router']) {
    expect(shared[key]).toMatchObject({ singleton: true });
  }
  const platformVersion = (JSON.parse(readFileSync(path.join(__dirname, '../../platform/package.json'), 'utf8')) as { version: string }).version;
  // Its version goes into the manifest, where the shell reads what a remote needs; the runtime checks no range.
  expect(shared['@microloans/platform']).toMatchObject({ version: platformVersion, requiredVersion: false });
  // The router reaches the page only through platform/router, tree-shaken.
  expect(shared).not.toHaveProperty('react-router');
  expect(shared).not.toHaveProperty('react-router-dom');
  // The query library and the HTTP client are the platform's own: one per page inside it,
  // tree-shaken to what it calls instead of shared whole.
  expect(shared).not.toHaveProperty('@farfetched/core');
  expect(shared).not.toHaveProperty('axios');
  // The contract is compiled into each part, never shared: a squad changes it and releases alone.
  expect(Object.keys(shared).filter((key) => key.includes('shared-contracts'))).toEqual([]);
});
