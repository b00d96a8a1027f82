// House rules as lint rules: import direction (apps → shared-contracts/ui-kit, never sideways),
// no cycles, antd only through ui-kit, strict TypeScript.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

const apps = ['shell', 'mf-confirmation', 'mf-cabinet', 'mf-blog', 'mf-shopwindow'];
const everyPackage = [...apps, 'platform', 'shared-contracts', 'shared-features', 'ui-kit', 'dev-api', 'e2e'];
/** What the apps build on: one instance per page (platform, the kit) or compiled into each (the contract, the shared features). */
const foundations = ['platform', 'shared-contracts', 'shared-features', 'ui-kit'];

/** Each app may not reach into another app's folder. */
const sidewaysZones = apps.map((app) => ({
  target: `./${app}`,
  from: everyPackage.filter((other) => other !== app && !foundations.includes(other)).map((other) => `./${other}`),
  message: 'Apps meet only through the platform, shared-contracts, shared-features and ui-kit.',
}));

const foundationZones = [
  ...foundations.map((pkg) => ({
    target: `./${pkg}`,
    from: apps.map((app) => `./${app}`),
    message: `${pkg} is below the apps: it never imports them.`,
  })),
  // The platform is the bottom layer: the contract builds on it, never the other way round.
  { target: './platform', from: ['./shared-contracts', './shared-features', './ui-kit'], message: 'The platform is below the contract and the kit.' },
  // The shared features build on the contract and the kit; those never import them.
  { target: ['./shared-contracts', './ui-kit'], from: './shared-features', message: 'The contract and the kit are below the shared features.' },
];

/**
 * Feature-Sliced Design inside each app: a layer imports only the layers below it, a slice never
 * another slice of its layer, and from outside a slice only its public `index.ts`. The entry
 * layers (`app`, the server side, the exposed modules) are on top; the shell's `layouts` sit
 * between its pages and its widgets; `shared` is at the bottom and has segments, not slices.
 */
const layerOrder = [['app', 'server', 'exposes'], ['pages'], ['layouts'], ['widgets'], ['features'], ['entities'], ['shared']];
const slicedLayers = ['pages', 'widgets', 'features', 'entities'];
const dirsIn = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : []);

const layerZones = apps.flatMap((app) => {
  const src = path.join(repoRoot, app, 'src');
  const present = layerOrder.map((level) => level.filter((layer) => existsSync(path.join(src, layer))));
  const upward = present.flatMap((level, index) =>
    level.flatMap((layer) => {
      const above = present.slice(0, index).flat();
      return above.length === 0
        ? []
        : [{ target: `./${app}/src/${layer}`, from: above.map((upper) => `./${app}/src/${upper}`), message: `${layer} is below ${above.join(', ')}: it never imports them.` }];
    }),
  );
  const sideways = slicedLayers.flatMap((layer) =>
    dirsIn(path.join(src, layer)).map((slice) => ({
      target: `./${app}/src/${layer}/${slice}`,
      from: `./${app}/src/${layer}`,
      except: [`./${slice}`],
      message: `A slice of ${layer} never imports another slice of ${layer}: move what both need down a layer.`,
    })),
  );
  return [...upward, ...sideways];
});

/** What no file may import: antd but through the kit, the router but through the platform, one app from another. */
const appImportRules = {
  paths: [
    { name: 'antd', message: 'Use ui-kit (or ui-kit/forms): one antd context per page.' },
    { name: 'react-router', message: 'Use platform/router: the one router, tree-shaken to what we use.' },
    { name: 'react-router-dom', message: 'Use platform/router: the one router, tree-shaken to what we use.' },
    { name: 'axios', message: 'The one client is the platform\'s apiClient.' },
    { name: '@farfetched/core', message: 'Queries are the platform\'s createApiQuery: farfetched is one per page inside the platform.' },
  ],
  patterns: [
    { group: ['antd/*', '@ant-design/*'], message: 'Use ui-kit: one antd context per page.' },
    { group: ['@microloans/shell', '@microloans/shell/*', '@microloans/mf-*', 'mf_*/*'], message: 'Apps never import each other.' },
    // Every workspace is reached by its scoped name: an unscoped one is somebody else's package.
    { regex: '^(platform|ui-kit|shared-contracts|shared-features|shell|deploy|dev-api|e2e|mf-[a-z]+)(/.*)?$', message: 'Import the project\'s own packages by their scope: @microloans/….' },
  ],
};

/**
 * From outside a slice, only its public `index.ts`: `../../entities/loyalty`, not
 * `../../entities/loyalty/model`. A slice whose components are heavier than its model (they bring
 * a kit module the page's first screen has no need of) may also offer them as `ui/index.ts`:
 * `../../entities/activity/ui`.
 */
const deepSliceImport = {
  // A relative path through a sliced layer, then a slice, then anything but its index or `ui`'s.
  regex: `^\\.{1,2}/(?:[^/]+/)*(${slicedLayers.join('|')})/[^/]+/(?!(?:ui/?)?(?:index(?:\\.tsx?)?)?$).+`,
  message: 'Import a slice through its public index.ts, not a file inside it.',
};
/** The same rule for `import()` (a part loaded on demand): a selector's regex cannot hold `/`, so it is written `\\u002F`. */
const deepSliceDynamicImport = {
  selector: `ImportExpression[source.value=/${deepSliceImport.regex.replaceAll('/', '\\u002F')}/]`,
  message: deepSliceImport.message,
};

/**
 * A component's effect binds the page to its models; it does not do their work: no navigation
 * (a model's `navigateFx`), no error screen raised, no flow or request started (a gate opens the
 * page's model, which starts them). Names that say so: navigate, setParams, raiseError, *Raised,
 * opened/*Opened, shown/*Shown, start, retry, *Fx.
 */
const effectCallback = "CallExpression[callee.name=/^use(Layout)?Effect$/] > :function";
const modelWorkMessage = 'An effect does not do a model\'s work (navigate, raise the error screen, start a flow or a request): the model does it, opened by a gate (useGate); it navigates through navigateFx.';
const modelWorkInEffects = [
  { selector: `${effectCallback} CallExpression[callee.name=/^(navigate|setParams|setSearchParams|raiseError|opened|shown|start|retry)$|(Raised|Opened|Shown|Fx)$/]`, message: modelWorkMessage },
  { selector: `${effectCallback} CallExpression[callee.property.name=/^(navigate|opened|shown|start|retry)$|(Raised|Opened|Shown|Fx)$/]`, message: modelWorkMessage },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.store/**', '.store-*/**', '.tsbuild/**', '**/test-results/**', '**/playwright-report/**', '**/*.d.mts', '.runtime/**', 'bench-results/**'],
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

      'import-x/no-restricted-paths': ['error', { zones: [...sidewaysZones, ...foundationZones, ...layerZones] }],
      'no-restricted-imports': ['error', appImportRules],
    },
  },
  {
    // What runs in the borrower's browser: HTML from data reaches the page only through the one
    // component that sanitises it, and nothing loads the browser's locale data.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'dev-api/**', 'deploy/**'],
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
        // A page's first use of the browser's locale data costs 100–250 ms on a slow phone.
        {
          selector: "MemberExpression[object.name='Intl']",
          message: 'Format with shared-contracts/format (formatNumber, formatDay): Intl loads locale data on the main thread.',
        },
        {
          selector: "CallExpression[callee.property.name=/^(localeCompare|toLocaleString|toLocaleDateString|toLocaleTimeString)$/]",
          message: 'Compare and format without the browser\'s locale data (shared-contracts/format): its first use costs 100–250 ms on a slow phone.',
        },
        ...modelWorkInEffects,
        deepSliceDynamicImport,
      ],
    },
  },
  {
    files: apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    // A test may reach inside a slice: it replaces the slice's API module by its path (jest.mock).
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { ...appImportRules, patterns: [...appImportRules.patterns, deepSliceImport] }] },
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
      // The contract is compiled into every part: it holds no state. State lives in the platform,
      // one instance per page.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: 'Use platform/router.' },
            { name: 'effector', message: 'State belongs to the platform: the contract is compiled into every part.' },
            { name: 'patronum', message: 'State belongs to the platform: the contract is compiled into every part.' },
            { name: '@farfetched/core', message: 'State belongs to the platform: the contract is compiled into every part.' },
            { name: 'axios', message: 'The one client is the platform\'s apiClient.' },
          ],
          patterns: [{ group: ['react-router', 'react-router/*'], message: 'Only platform/router imports react-router.' }],
        },
      ],
    },
  },
  {
    files: ['platform/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router-dom', message: 'Use platform/router.' }],
          patterns: [
            { group: ['react-router', 'react-router/*'], message: 'Only platform/router imports react-router.' },
            { group: ['@microloans/shared-contracts', '@microloans/shared-contracts/*'], message: 'The platform is below the contract.' },
          ],
        },
      ],
    },
  },
  {
    files: ['platform/src/router/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      // A focused test hides every other one, a skipped one proves nothing: neither lands (jest has
      // no forbidOnly of its own; Playwright's is on in CI too).
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(test|it|describe)$/][property.name=/^(only|skip|todo|fixme)$/]",
          message: 'A focused or skipped test does not land: run one with `-t` / `--grep` instead.',
        },
        {
          selector: "MemberExpression[object.property.name='describe'][property.name=/^(only|skip|fixme)$/]",
          message: 'A focused or skipped test does not land: run one with `-t` / `--grep` instead.',
        },
        {
          selector: "CallExpression[callee.name=/^(fit|fdescribe|xit|xtest|xdescribe)$/]",
          message: 'A focused or skipped test does not land: run one with `-t` / `--grep` instead.',
        },
      ],
    },
  },
  // Every package a file imports is declared by its workspace (or, for the tools every workspace
  // uses, the root): a package that is only there as somebody else's dependency may go any day.
  ...everyPackage.concat(['deploy']).map((pkg) => ({
    files: [`${pkg}/**/*.{ts,tsx,mjs}`],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: [path.join(repoRoot, pkg), repoRoot], includeTypes: true, peerDependencies: true }],
    },
  })),
);
