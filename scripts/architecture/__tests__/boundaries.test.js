// Lints small sources, placed by name where the boundaries apply, with the repository's own
// eslint.config.js: each deliberate violation must be reported, each allowed import must pass.
const path = require('path');
const { ESLint } = require('eslint');
const { WORKSPACES } = require('../boundaries');

const root = path.resolve(__dirname, '../../..');
// The config as `npm run lint` loads it; handed over as an object because jest's module system
// cannot run ESLint's import() of the file.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: require(path.join(root, 'eslint.config.js')),
});

const lint = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages;
};

const violations = [
  [
    'a feature importing another feature',
    'member-app/src/features/profile/components/profile-form.tsx',
    "import { InboxList } from '../../inbox/components/inbox-list';\nexport const Page = InboxList;\n",
    'app-zones',
  ],
  [
    "a feature re-exporting another feature's module",
    'admin-app/src/features/users/index.ts',
    "export * from '../invoices/api';\n",
    'app-zones',
  ],
  [
    'a feature loading another feature lazily',
    'shell/src/features/auth/components/login-page.tsx',
    "export const loadHome = () => import('../../home/home-page');\n",
    'app-zones',
  ],
  [
    'a remote importing the shell',
    'member-app/src/member-page.tsx',
    "import { RootLayout } from 'shell';\nexport const Page = RootLayout;\n",
    'package-boundaries',
  ],
  [
    'a remote importing the other remote by its federation container',
    'admin-app/src/routes.tsx',
    "export const loadMember = () => import('member_app/routes');\n",
    'package-boundaries',
  ],
  [
    'a remote importing the other remote by its package name',
    'member-app/src/routes.tsx',
    "import type { AdminRoute } from 'admin-app';\nexport type Route = AdminRoute;\n",
    'package-boundaries',
  ],
  [
    "a remote reaching into the shell's sources by a relative path",
    'member-app/src/features/inbox/inbox-page.tsx',
    "import { site } from '../../../../shell/src/site';\nexport const page = site;\n",
    'package-boundaries',
  ],
  [
    'shared-ui importing shared-api',
    'shared-ui/src/layout/page-header.tsx',
    "import { useSession } from 'shared-api';\nexport const useHeader = useSession;\n",
    'package-boundaries',
  ],
  [
    'shared-ui importing the contract',
    'shared-ui/src/messages/index.ts',
    "import type { User } from 'shared-api/contract';\nexport type Sender = User;\n",
    'package-boundaries',
  ],
  [
    "the server importing shared-api's browser slice",
    'server/src/routes/auth.ts',
    "import { apiSlice } from 'shared-api';\nexport const slice = apiSlice;\n",
    'package-boundaries',
  ],
  [
    'the server importing shared-ui',
    'server/scripts/build.mjs',
    "import { theme } from 'shared-ui';\nexport default theme;\n",
    'package-boundaries',
  ],
  [
    'the server requiring a front end',
    'server/scripts/tool.cjs',
    "module.exports = require('shell');\n",
    'package-boundaries',
  ],
  [
    "a server context reaching inside another context's modules",
    'server/src/contexts/messaging/inbox/broadcast.ts',
    "import { sendInvoice } from '../../billing/invoices/send-invoice';\nexport const send = sendInvoice;\n",
    'server-contexts',
  ],
  [
    'a server context importing a context the table does not allow',
    'server/src/contexts/billing/payments/record-payment.ts',
    "import { loadPicks } from '../../registrations';\nexport const picks = loadPicks;\n",
    'server-contexts',
  ],
  [
    'a server context loading a disallowed context lazily',
    'server/src/contexts/planner/table-plans.ts',
    "export const load = () => import('../registrations');\n",
    'server-contexts',
  ],
  [
    'a shared server module importing a context',
    'server/src/shared/mail/render-template.ts',
    "import { findTemplateByName } from '../../contexts/templates';\nexport const find = findTemplateByName;\n",
    'server-contexts',
  ],
  [
    "the server's app reaching inside a context",
    'server/src/app.ts',
    "import { plannerRoutes } from './contexts/planner/routes/planner';\nexport const routes = plannerRoutes;\n",
    'server-contexts',
  ],
  [
    "a context's rules importing the HTTP edge",
    'server/src/contexts/billing/payments/record-payment.ts',
    "import { ApiError } from '../../../http/api-error';\nexport const E = ApiError;\n",
    'server-layers',
  ],
  [
    'a shared server module importing the HTTP edge',
    'server/src/shared/throttle/request-throttle.ts',
    "import { ApiError } from '../../http/api-error';\nexport const E = ApiError;\n",
    'server-layers',
  ],
  [
    'a server context missing from the table',
    'server/src/contexts/registrations/lifecycle/index.ts',
    "import { shop } from '../../shop';\nexport const s = shop;\n",
    'server-contexts',
  ],
  [
    'a remote importing the planner',
    'member-app/src/features/registration/registration-page.tsx',
    "import { planConvention } from 'planner';\nexport const plan = planConvention;\n",
    'package-boundaries',
  ],
  [
    'a remote importing test-support from the code it ships',
    'admin-app/src/features/users/users-page.tsx',
    "import { renderWithProviders } from 'test-support';\nexport const render = renderWithProviders;\n",
    'package-boundaries',
  ],
  [
    "a remote importing the shell's sources by name",
    'admin-app/src/routes.tsx',
    "import { site } from 'shell/src/site';\nexport const s = site;\n",
    'package-boundaries',
  ],
  [
    'the member remote importing the administration API',
    'member-app/src/features/inbox/inbox-page.tsx',
    "import { useUsersQuery } from 'shared-api/admin';\nexport const useUsers = useUsersQuery;\n",
    'package-boundaries',
  ],
  [
    "the server's code importing the planner's test entry",
    'server/src/contexts/planner/solve.ts',
    "import { generateConvention } from 'planner/testing';\nexport const g = generateConvention;\n",
    'package-boundaries',
  ],
  [
    'the planner importing any workspace',
    'planner/src/problem.ts',
    "import type { Convention } from 'shared-api/contract';\nexport type C = Convention;\n",
    'package-boundaries',
  ],
  [
    "the bench reaching into the server's sources",
    'bench/src/seed.ts',
    "import { users } from '../../server/src/db/schema';\nexport const u = users;\n",
    'package-boundaries',
  ],
  [
    'a feature importing another through its own package name',
    'member-app/src/features/profile/profile-page.tsx',
    "import { InboxList } from 'member-app/src/features/inbox/components/inbox-list';\nexport const Page = InboxList;\n",
    'app-zones',
  ],
  [
    "a feature importing another through the app's routes",
    'admin-app/src/features/users/users-page.tsx',
    "import { adminRoutes } from '../../routes';\nexport const routes = adminRoutes;\n",
    'app-zones',
  ],
  [
    'a shared component importing a feature',
    'member-app/src/components/venue/venue.tsx',
    "import { Inbox } from '../../features/inbox';\nexport const I = Inbox;\n",
    'app-zones',
  ],
  [
    'a route importing the tables',
    'server/src/contexts/billing/routes/payments/index.ts',
    "import { conventions } from '../../../../db/schema';\nexport const c = conventions;\n",
    'server-layers',
  ],
  [
    'a domain module importing the HTTP edge',
    'server/src/contexts/registrations/create-registration.ts',
    "import { requireUser } from '../../http/caller';\nexport const r = requireUser;\n",
    'server-layers',
  ],
];

const allowed = [
  [
    "a feature importing its own modules and the app's shared ones",
    'member-app/src/features/inbox/components/inbox-list.tsx',
    "import { Row } from './row';\nimport { api } from '../api';\nimport { Venue } from '../../../components/venue';\nexport const parts = [Row, api, Venue];\n",
  ],
  [
    'the routes composing the features',
    'admin-app/src/routes.tsx',
    "import { UsersPage } from './features/users';\nimport { InvoicesPage } from './features/invoices/invoices-page';\nexport const pages = [UsersPage, InvoicesPage];\n",
  ],
  [
    'a remote importing the shared packages',
    'member-app/src/features/profile/profile-page.tsx',
    "import { useSession } from 'shared-api';\nimport { profileSchema } from 'shared-api/contract';\nimport { ConfirmDialog } from 'shared-ui/confirm-dialog';\nexport const parts = [useSession, profileSchema, ConfirmDialog];\n",
  ],
  [
    'the shell loading a remote',
    'shell/src/test/local-remotes.ts',
    "export const loadMember = () => import('member_app/routes');\n",
  ],
  [
    'shared-ui importing libraries',
    'shared-ui/src/layout/page-header.tsx',
    "import Button from '@mui/material/Button';\nexport const Header = Button;\n",
  ],
  [
    'the server importing the contract',
    'server/src/routes/auth.ts',
    "import { loginBody } from 'shared-api/contract';\nexport const body = loginBody;\n",
  ],
  [
    "an app's build config using the shared webpack helpers",
    'shell/configs/webpack.config.js',
    "const { createAppConfig } = require('../../scripts/webpack/create-app-config');\nmodule.exports = createAppConfig;\n",
  ],
  [
    'a server context importing an allowed context through its entry, its own modules and shared ones',
    'server/src/contexts/registrations/lifecycle/invoice.ts',
    "import { sendInvoice } from '../../billing';\nimport { tell } from './tell';\nimport { createMessage } from '../../../shared/messages/create-message';\nexport const parts = [sendInvoice, tell, createMessage];\n",
  ],
  [
    "a context's routes using the HTTP edge",
    'server/src/contexts/billing/routes/payments/index.ts',
    "import { ApiError } from '../../../../http/api-error';\nimport { recordPayment } from '../../payments/record-payment';\nexport const parts = [ApiError, recordPayment];\n",
  ],
  [
    "the server's app importing a context's entry",
    'server/src/app.ts',
    "import { plannerRoutes } from './contexts/planner';\nexport const routes = plannerRoutes;\n",
  ],
  [
    'a test of a remote using test-support',
    'member-app/src/features/inbox/__tests__/inbox-page.test.tsx',
    "import { renderWithProviders } from 'test-support';\nexport const render = renderWithProviders;\n",
  ],
  [
    'the administration remote using the administration API',
    'admin-app/src/features/users/users-page.tsx',
    "import { useUsersQuery } from 'shared-api/admin';\nexport const useUsers = useUsersQuery;\n",
  ],
  [
    "the server's tests using the planner's test entry",
    'server/test/planner-solve.test.ts',
    "import { generateConvention } from 'planner/testing';\nexport const g = generateConvention;\n",
  ],
  [
    'the bench using the server through its testing entry',
    'bench/src/seed.ts',
    "import { users } from 'server/testing';\nexport const u = users;\n",
  ],
  [
    "a context's queries reading the tables",
    'server/src/contexts/billing/payments/list-payments.ts',
    "import { conventions } from '../../../db/schema';\nexport const c = conventions;\n",
  ],
];

// The contexts table itself: a cycle in it is reported on every server file.
const cyclicTable = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: require('typescript-eslint').parser },
      plugins: { boundaries: require('../../eslint') },
      rules: {
        'boundaries/server-contexts': [
          'error',
          {
            contexts: {
              billing: { imports: ['registrations'], why: 'reads places' },
              registrations: { imports: ['billing'], why: 'issues invoices' },
            },
          },
        ],
      },
    },
  ],
});

describe('lint boundaries', () => {
  test('reports a cycle in the server contexts table', async () => {
    const [result] = await cyclicTable.lintText('export const x = 1;\n', {
      filePath: 'server/src/app.ts',
    });
    expect(result.messages.map((message) => message.message)).toEqual([
      'The server contexts table has a cycle: billing -> registrations -> billing. Pick one direction.',
    ]);
  });

  test('names every workspace in the table', () => {
    const { workspaces } = require(path.join(root, 'package.json'));
    expect(Object.keys(WORKSPACES).sort()).toEqual([...workspaces].sort());
  });

  test('reports an import cycle', async () => {
    // The conventions table refers to the game catalogue: the catalogue importing it back closes a circle.
    const messages = await lint(
      'server/src/db/schema/catalogue-games.ts',
      "import { conventions } from './conventions';\nexport const c = conventions;\n",
    );
    expect(messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });

  test.each(violations)('reports %s', async (_name, filePath, code, rule) => {
    // A forbidden import may close a circle as well, which import-x/no-cycle reports beside it.
    const messages = (await lint(filePath, code)).filter(
      (message) => message.ruleId !== 'import-x/no-cycle',
    );
    expect(messages.map((message) => message.ruleId)).toEqual([`boundaries/${rule}`]);
    expect(messages[0].severity).toBe(2);
  });

  test.each(allowed)('allows %s', async (_name, filePath, code) => {
    expect(await lint(filePath, code)).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  test('shows the same table lint uses (node scripts/architecture/write-doc.mjs rewrites it)', () => {
    const { withTables, unpadded } = require('../doc-tables');
    const page = require('fs').readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    expect(unpadded(page)).toBe(unpadded(withTables(page)));
  });
});
