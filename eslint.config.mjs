// House rules as lint rules: import direction (apps → shared-contracts/ui-kit, never sideways),
// no cycles, antd only through ui-kit, strict TypeScript.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mf-confirmation', 'mf-cabinet', 'mf-blog', 'mf-shopwindow'];
const everyPackage = [...apps, 'shared-contracts', 'ui-kit', 'dev-api', 'e2e'];

/** Each app may not reach into another app's folder. */
const sidewaysZones = apps.map((app) => ({
  target: `./${app}`,
  from: everyPackage.filter((other) => other !== app && !['shared-contracts', 'ui-kit'].includes(other)).map((other) => `./${other}`),
  message: 'Apps meet only through shared-contracts and ui-kit.',
}));

const foundationZones = ['shared-contracts', 'ui-kit'].map((pkg) => ({
  target: `./${pkg}`,
  from: apps.map((app) => `./${app}`),
  message: `${pkg} is below the apps: it never imports them.`,
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.tsbuild/**', '**/test-results/**', '**/playwright-report/**', '**/*.d.mts', '.runtime/**', 'bench-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...sidewaysZones, ...foundationZones] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd', message: 'Use ui-kit (or ui-kit/forms): one antd context per page.' },
            { name: 'react-router', message: 'Use shared-contracts/router: the one router, tree-shaken to what we use.' },
            { name: 'react-router-dom', message: 'Use shared-contracts/router: the one router, tree-shaken to what we use.' },
          ],
          patterns: [
            { group: ['antd/*', '@ant-design/*'], message: 'Use ui-kit: one antd context per page.' },
            { group: ['shell', 'shell/*', 'mf-*', 'mf_*/*'], message: 'Apps never import each other.' },
          ],
        },
      ],
    },
  },
  {
    // HTML from data reaches the page only through the one component that sanitises it.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render HTML from data only through RichText (mf-blog/src/shared/ui/rich-text): it sanitises.',
        },
        {
          selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML|srcdoc)$/]",
          message: 'Markup is parsed only by the sanitiser (mf-blog/src/shared/ui/rich-text/sanitize-html.ts).',
        },
        {
          selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|parseFromString)$/]",
          message: 'Markup is parsed only by the sanitiser (mf-blog/src/shared/ui/rich-text/sanitize-html.ts).',
        },
        {
          selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
          message: 'Markup is parsed only by the sanitiser (mf-blog/src/shared/ui/rich-text/sanitize-html.ts).',
        },
      ],
    },
  },
  {
    files: ['mf-blog/src/shared/ui/rich-text/rich-text.tsx', 'mf-blog/src/shared/ui/rich-text/sanitize-html.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['ui-kit/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shared-contracts/src/**'],
    rules: {
      // Sub-paths are separate shared singletons: crossing into another sub-path by a relative
      // path would bundle a second copy of it. Use `shared-contracts/<subpath>`.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router-dom', message: 'Use shared-contracts/router.' }],
          patterns: [
            { group: ['../*', '!../lib', '!../lib/*'], message: 'Import another sub-path as shared-contracts/<subpath>.' },
            { group: ['react-router', 'react-router/*'], message: 'Only shared-contracts/router imports react-router.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-contracts/src/router/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
