// The architecture's allowed arrows, in one place: eslint.config.js enforces them and
// docs/architecture.md shows them (written from here by write-doc.mjs), so neither can drift.
// Everything is denied unless a row below allows it.

/**
 * Which workspaces each workspace may import, by entry: 'shared-ui' is the package's main entry
 * only, 'shared-ui/*' any entry it exports. `imports` holds for every file, `testImports` only for
 * test files (see TEST_FILES). A workspace's own modules are always allowed; a relative path into
 * another workspace never is, as it would bypass the entries and this table.
 */
const WORKSPACES = {
  shell: {
    imports: [
      'shared-api',
      'shared-api/contract',
      'shared-api/member',
      'shared-ui/*',
      'member_app/routes',
      'admin_app/routes',
    ],
    // The tests hold the menus the shell reads at run time against the remotes' own entries.
    testImports: ['test-support', 'member_app/nav', 'admin_app/nav'],
    why: 'the shell is the host: it loads the remotes and uses the shared packages, nothing else',
  },
  'member-app': {
    imports: ['shared-api', 'shared-api/contract', 'shared-api/member', 'shared-ui/*'],
    testImports: ['test-support'],
    why: 'a remote is built and deployed on its own, so it never depends on the shell or the other remote',
  },
  'admin-app': {
    imports: [
      'shared-api',
      'shared-api/contract',
      'shared-api/member',
      'shared-api/admin',
      'shared-ui/*',
    ],
    testImports: ['test-support'],
    why: 'a remote is built and deployed on its own, so it never depends on the shell or the other remote',
  },
  'shared-ui': {
    imports: ['shared-api/languages', 'shared-api/message-template-reader', 'shared-api/locales/*'],
    testImports: [],
    why: "the building blocks know no API (the apps hand them data and callbacks), only the site's languages and shared-api's message catalogues",
  },
  'shared-api': {
    imports: [],
    testImports: [],
    why: 'the API slice and contract sit below every other package',
  },
  'test-support': {
    imports: ['shared-api', 'shared-api/contract', 'shared-ui/*'],
    testImports: [],
    why: 'what the front-end tests share renders inside the same providers as the site',
  },
  server: {
    imports: ['shared-api/contract', 'shared-api/locales/*', 'planner'],
    testImports: ['planner/testing'],
    why: "the server shares the API contract and its message catalogues only, never the browser's slice or any front end, and runs the planner's solver",
  },
  planner: {
    imports: [],
    testImports: [],
    why: 'the solver is plain TypeScript that knows nothing of the site: attendees and tables in, a plan out',
  },
  e2e: {
    imports: [],
    testImports: [],
    why: 'the end-to-end tests drive the built site through a browser and its HTTP API only',
  },
  bench: {
    imports: ['shared-api/contract', 'server/testing', 'planner', 'planner/testing'],
    testImports: [],
    why: 'the bench measures the server and the solver through their exported entries, never their insides',
  },
};

/** The remotes' federation containers, as the shell names their modules ('member_app/routes'). */
const CONTAINERS = { member_app: 'member-app', admin_app: 'admin-app' };

/**
 * Test files, as patterns (regular expressions) of their path from the repository's root: they may
 * also use a row's `testImports`.
 */
// shell/src/test/ stands the remotes in for the shell's jest tests.
const TEST_FILES = [
  '(^|/)__tests__/',
  '\\.(test|spec)\\.[cm]?[jt]sx?$',
  '^server/test/',
  '^shell/src/test/',
];

/**
 * Imports by relative path into another workspace that the table still tolerates, each with its
 * reason; the solver's internals the bench times have no exported entry yet.
 */
const RELATIVE_EXCEPTIONS = [
  {
    from: 'bench/src/planner-suite.ts',
    to: 'planner/src/',
    why: 'the bench times the solver stage by stage, and those stages are not exported',
  },
  {
    from: 'bench/src/long-solve.ts',
    to: 'planner/src/',
    why: "the long solve writes the planner's own model as LP text, from stages not exported",
  },
  {
    from: 'bench/src/long-solve-child.ts',
    to: 'planner/src/',
    why: "the long solve's process receives the planner's input type",
  },
];

/**
 * The zones of a front-end app: the app composes the features, a feature uses the shared zone,
 * and the shared zone (everything else in src/) uses neither. `app` lists the composing modules;
 * test files may also import them, to render the routes.
 */
const APP_ZONES = {
  shell: {
    app: [
      'src/app/',
      'src/bootstrap.tsx',
      'src/index.ts',
      'src/prerender/',
      'src/remotes/',
      'src/test/',
    ],
  },
  'member-app': {
    app: [
      'src/routes.tsx',
      'src/member-page.tsx',
      'src/bootstrap.tsx',
      'src/index.ts',
      'src/__tests__/',
    ],
  },
  'admin-app': {
    app: [
      'src/routes.tsx',
      'src/bootstrap.tsx',
      'src/index.ts',
      'src/registration-row-actions.tsx',
      'src/__tests__/',
    ],
  },
};

/**
 * The server's layers: each row names its files (a pattern of their path from the repository's
 * root) and the folders and modules they never import. Within a context, routes (routes/) call the context's services and queries, which
 * alone touch the tables; the rules know nothing of HTTP and throw DomainError, which src/http/
 * turns into a status.
 */
const SERVER_LAYERS = [
  {
    layer: 'routes',
    files: '^server/src/contexts/[^/]+/routes/',
    never: ['server/src/db/schema'],
    why: "a route reads and writes through its context's services and queries, never the tables",
  },
  {
    layer: 'domain',
    files: '^server/src/(contexts/[^/]+/(?!routes/)|shared/)',
    never: ['server/src/http/', 'server/src/plugins/'],
    why: 'the rules know nothing of HTTP: throw a DomainError (server/src/shared/domain-error.ts) and let src/http/ map it',
  },
  {
    layer: 'db',
    files: '^server/src/db/',
    never: [
      'server/src/contexts/',
      'server/src/http/',
      'server/src/plugins/',
      'server/src/shared/',
    ],
    why: 'the database layer is the bottom: the tables and the connection know no rule and no route',
  },
];

/**
 * Which other contexts each server context (server/src/contexts/<name>/) may import, always through
 * their index.ts; the table must stay acyclic. What several need lives in server/src/shared/.
 */
const SERVER_CONTEXTS = {
  accounts: {
    imports: ['registrations', 'planner'],
    why: "erasing an account cancels its registrations; the calendar and the export read a member's places and seats",
  },
  messaging: {
    imports: ['registrations', 'billing'],
    why: 'the inbox writes to attendees and payers, and sends and previews invoices',
  },
  registrations: {
    imports: ['conventions', 'billing', 'planner'],
    why: 'a registration is for a convention, is invoiced, and changes the table plan',
  },
  billing: {
    imports: ['templates'],
    why: 'invoices and payment mails are written from the templates',
  },
  conventions: {
    imports: [],
    why: 'registrations depend on conventions; the waiting list is reached through a port',
  },
  planner: { imports: [], why: 'the planner reads registrations from the database only' },
  templates: { imports: [], why: 'the texts know no other context' },
  logs: { imports: [], why: 'the logs are written through server/src/shared/logs' },
  attention: {
    imports: ['accounts', 'billing', 'conventions', 'messaging', 'planner', 'registrations'],
    why: "the organisers' dashboard counts what each context leaves to do",
  },
  audit: { imports: [], why: 'the trail is written through server/src/shared/audit' },
};

module.exports = {
  WORKSPACES,
  CONTAINERS,
  TEST_FILES,
  RELATIVE_EXCEPTIONS,
  APP_ZONES,
  SERVER_LAYERS,
  SERVER_CONTEXTS,
};
