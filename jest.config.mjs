// Unit tests beside the code (`*.test.ts(x)`), one jest project per package.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const project = (name, testEnvironment) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/build/**/*.test.ts'],
  testEnvironment,
  transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
  // Packages run as published: antd and its icons are also built as CommonJS (`lib/`), so their
  // ESM paths map there instead of being compiled by swc on every cold run (~6 s for antd alone).
  transformIgnorePatterns: ['/node_modules/'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-stub.mjs', '^(antd|@ant-design/icons-svg)/es/(.*)$': '$1/lib/$2' },
  ...(testEnvironment === 'jsdom'
    ? { testEnvironmentOptions: { customExportConditions: ['require', 'default'] }, setupFiles: ['<rootDir>/../jest.setup-jsdom.mjs'] }
    : {}),
});

export default {
  // A page's test that opens a lazily imported part (antd's dialogs, pickers) loads that module
  // graph the first time in its worker; on a shared 2-core CI machine with a cold cache that alone
  // has taken seconds, so the per-test limit leaves room for it. Tests still wait for states.
  testTimeout: 20_000,
  // Every core: jest's default leaves one free (one worker on a 2-core machine), and the suites
  // are CPU-bound — two workers take 42 s where one takes 58 s here.
  maxWorkers: '100%',
  projects: [
    project('platform', 'node'),
    project('shared-contracts', 'node'),
    project('ui-kit', 'node'),
    project('shared-features', 'jsdom'),
    project('dev-api', 'node'),
    project('deploy', 'node'),
    project('shell', 'jsdom'),
    project('mf-confirmation', 'jsdom'),
    project('mf-cabinet', 'jsdom'),
    project('mf-blog', 'jsdom'),
    project('mf-shopwindow', 'jsdom'),
  ],
};
