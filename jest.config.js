// One jest run over every front-end package; the server has its own runner (node:test on PGlite/PostgreSQL).
const swc = [
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

// Federated imports resolve to the remotes' sources, so the shell's tests run without a server;
// so do the menu entries the remotes publish as nav.json.
const federated = {
  '^member_app/routes$': '<rootDir>/../member-app/src/routes.tsx',
  '^admin_app/routes$': '<rootDir>/../admin-app/src/routes.tsx',
  '^member_app/nav$': '<rootDir>/../member-app/src/nav.ts',
  '^admin_app/nav$': '<rootDir>/../admin-app/src/nav.ts',
};

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../jest/jsdom-with-fetch.js',
  testEnvironmentOptions: { url: 'http://localhost/' },
  setupFilesAfterEnv: ['<rootDir>/../jest/setup-dom.js'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: federated,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

// The repository's own scripts (the lint rules, the start's build decisions), in plain Node.
const scripts = {
  displayName: 'scripts',
  rootDir: '<rootDir>/scripts',
  testEnvironment: 'node',
  transform: {},
  testMatch: ['<rootDir>/**/*.test.js'],
};

// The table planner's solver: plain TypeScript in Node (HiGHS as wasm), no DOM.
const planner = {
  displayName: 'planner',
  rootDir: '<rootDir>/planner',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};

module.exports = {
  // Jest's default leaves one core free: on a 2-core CI machine that is one worker, and the test
  // command runs nothing else beside it (132 s with one worker, 68 s with two).
  maxWorkers: '100%',
  // A test's time is no measure here (the bench measures speed): on a busy 2-core machine a page
  // test that renders, types and waits can take several seconds, and must not fail for it.
  testTimeout: 30_000,
  projects: [
    ...['shared-api', 'shared-ui', 'shell', 'member-app', 'admin-app'].map(project),
    scripts,
    planner,
  ],
};
