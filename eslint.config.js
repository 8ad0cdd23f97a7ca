// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const prettier = require('eslint-config-prettier');
const globals = require('globals');
const importX = require('eslint-plugin-import-x');
const boundaries = require('./scripts/eslint');
// The allowed arrows between workspaces, zones, contexts and layers (docs/architecture.md shows them).
const architecture = require('./scripts/architecture/boundaries');

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
    // The schema modules: the contract's entries and primitives, and each domain's *schema.ts.
    files: ['shared-api/src/**/*.{ts,tsx}'],
    ignores: [
      'shared-api/src/contract/*.ts',
      'shared-api/src/domains/*/*schema.ts',
      'shared-api/src/**/__tests__/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': zodFree(
        '((^|/)contract(/(?!plain($|/))[^/]+)?|schema)$',
      ),
    },
  },
  {
    // The zod-free part of the contract, which the server shares too: no schema, no slice.
    files: ['shared-api/src/contract/plain/**/*.ts', 'shared-api/src/domains/*/plain.ts'],
    ignores: ['shared-api/src/**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': zodFree(
        '((^|/)contract(/(?!plain($|/))[^/]+)?|schema|endpoints|api-slice)$',
      ),
    },
  },
  {
    // One Lingui for the whole site, inside shared-ui (a federation singleton): an app that
    // imported it itself would bundle a second React context that the shell's provider never
    // reaches, and its pages would stay in English.
    files: [
      'shell/src/**/*.{ts,tsx}',
      'member-app/src/**/*.{ts,tsx}',
      'admin-app/src/**/*.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@lingui/',
              message: "Translate with shared-ui's helpers (the package's src/i18n.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['browser', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/app-zones': [
        'error',
        { apps: architecture.APP_ZONES, testFiles: architecture.TEST_FILES },
      ],
      'boundaries/package-boundaries': [
        'error',
        {
          workspaces: architecture.WORKSPACES,
          containers: architecture.CONTAINERS,
          testFiles: architecture.TEST_FILES,
          relativeExceptions: architecture.RELATIVE_EXCEPTIONS,
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/server-contexts': ['error', { contexts: architecture.SERVER_CONTEXTS }],
      'boundaries/server-layers': ['error', { layers: architecture.SERVER_LAYERS }],
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
