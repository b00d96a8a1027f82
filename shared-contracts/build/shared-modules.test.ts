import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contractsSubpaths, exposeFile, exposesFor, sharedConfig } from './shared-modules';

test('maps a listed module to its file under src/exposes', () => {
  expect(exposeFile('./pages/AuthRecovery')).toBe('./src/exposes/pages/auth-recovery.tsx');
  expect(exposeFile('./widgets/LoanCalculator')).toBe('./src/exposes/widgets/loan-calculator.tsx');
});

test('a remote missing a listed module fails the build with the missing names', () => {
  const appDir = mkdtempSync(path.join(tmpdir(), 'remote-'));
  mkdirSync(path.join(appDir, 'src/exposes/pages'), { recursive: true });
  writeFileSync(path.join(appDir, 'src/exposes/pages/shopwindow.tsx'), 'export default () => null;');
  expect(() => exposesFor('mf_shopwindow', appDir)).toThrow(/\.\/pages\/PersonalOffers/);
  writeFileSync(path.join(appDir, 'src/exposes/pages/personal-offers.tsx'), 'export default () => null;');
  expect(exposesFor('mf_shopwindow', appDir)).toEqual({
    './pages/Shopwindow': './src/exposes/pages/shopwindow.tsx',
    './pages/PersonalOffers': './src/exposes/pages/personal-offers.tsx',
  });
});

test('every build shares the same singletons, router and contracts sub-paths included', () => {
  const shared = sharedConfig();
  for (const key of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'effector', 'effector-react', 'dayjs', 'axios', 'ui-kit', 'ui-kit/forms']) {
    expect(shared[key]).toMatchObject({ singleton: true });
  }
  expect(contractsSubpaths()).toEqual(expect.arrayContaining(['shared-contracts/session', 'shared-contracts/api', 'shared-contracts/router']));
  // The router reaches the page only through shared-contracts/router, tree-shaken.
  expect(shared).not.toHaveProperty('react-router');
  expect(shared).not.toHaveProperty('react-router-dom');
  expect(contractsSubpaths()).not.toContain('shared-contracts/federation');
  expect(contractsSubpaths()).not.toContain('shared-contracts/standalone');
});
