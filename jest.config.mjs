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
  transformIgnorePatterns: ['/node_modules/(?!(antd|@ant-design|@rc-component|rc-[^/]+|@babel/runtime)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-stub.mjs' },
  ...(testEnvironment === 'jsdom'
    ? { testEnvironmentOptions: { customExportConditions: ['require', 'default'] }, setupFiles: ['<rootDir>/../jest.setup-jsdom.mjs'] }
    : {}),
});

export default {
  projects: [
    project('platform', 'node'),
    project('shared-contracts', 'node'),
    project('ui-kit', 'node'),
    project('dev-api', 'node'),
    project('deploy', 'node'),
    project('shell', 'jsdom'),
    project('mf-confirmation', 'jsdom'),
    project('mf-cabinet', 'jsdom'),
    project('mf-blog', 'jsdom'),
    project('mf-shopwindow', 'jsdom'),
  ],
};
