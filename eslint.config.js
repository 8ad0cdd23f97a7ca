// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const prettier = require('eslint-config-prettier');
const globals = require('globals');
const boundaries = require('./scripts/eslint');

// shared-api's main entry is on every page, so zod and the schemas stay out of it: only the
// contract's schema modules build schemas, and the forms import them from 'shared-api/contract'.
const ZOD_FREE =
  "Part of shared-api's main entry, which every page downloads: no zod, and schemas only as types.";
/** Forbids zod, and value imports of the modules that `schemaModules` (a regex) matches. */
const zodFree = (schemaModules) => [
  'error',
  {
    paths: [{ name: 'zod', message: ZOD_FREE }],
    patterns: [{ regex: schemaModules, allowTypeImports: true, message: ZOD_FREE }],
  },
];

// Which workspace packages each package may import (by name, entry or federation container); the
// packages absent from a list are out of bounds for it.
const PACKAGE_BOUNDARIES = {
  packages: {
    shell: {
      imports: ['shared-api', 'shared-ui', 'member-app', 'admin-app'],
      why: 'the shell is the host: it loads the remotes and uses the shared packages, nothing else',
    },
    'member-app': {
      imports: ['shared-api', 'shared-ui'],
      why: 'a remote is built and deployed on its own, so it never depends on the shell or the other remote',
    },
    'admin-app': {
      imports: ['shared-api', 'shared-ui'],
      why: 'a remote is built and deployed on its own, so it never depends on the shell or the other remote',
    },
    'shared-ui': {
      imports: [],
      why: 'the building blocks know no API: the apps hand them data and callbacks',
    },
    'shared-api': {
      imports: [],
      why: 'the API slice and contract sit below every other package',
    },
    server: {
      imports: ['shared-api/contract'],
      why: "the server shares the API contract only, never the browser's slice or any front end",
    },
  },
  // The remotes' federation containers, as the shell names their modules ('member_app/routes').
  containers: { member_app: 'member-app', admin_app: 'admin-app' },
};

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      '**/data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared-api/src/**/*.{ts,tsx}'],
    ignores: ['shared-api/src/contract/*.ts', 'shared-api/src/**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': zodFree('(^|/)contract(/(?!plain($|/))[^/]+)?$'),
    },
  },
  {
    // The zod-free part of the contract: its parent folder holds the schema modules.
    files: ['shared-api/src/contract/plain/**/*.ts'],
    ignores: ['shared-api/src/**/__tests__/**'],
    rules: { '@typescript-eslint/no-restricted-imports': zodFree('^\\.\\./') },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-cross-feature-imports': 'error',
      'boundaries/package-boundaries': ['error', PACKAGE_BOUNDARIES],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/__tests__/**/*.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Served as it is to the browser (shell/scripts/prerender-pages.mjs).
    files: ['shell/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  prettier,
);
