// Lints small sources, placed by name where the boundaries apply, with the repository's own
// eslint.config.js: each deliberate violation must be reported, each allowed import must pass.
const path = require('path');
const { ESLint } = require('eslint');

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
    'no-cross-feature-imports',
  ],
  [
    "a feature re-exporting another feature's module",
    'admin-app/src/features/users/index.ts',
    "export * from '../invoices/api';\n",
    'no-cross-feature-imports',
  ],
  [
    'a feature loading another feature lazily',
    'shell/src/features/auth/components/login-page.tsx',
    "export const loadHome = () => import('../../home/home-page');\n",
    'no-cross-feature-imports',
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
];

const allowed = [
  [
    "a feature importing its own modules and the app's shared ones",
    'member-app/src/features/inbox/components/inbox-list.tsx',
    "import { Row } from './row';\nimport { api } from '../api';\nimport { MemberPage } from '../../../member-page';\nexport const parts = [Row, api, MemberPage];\n",
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
];

describe('lint boundaries', () => {
  test.each(violations)('reports %s', async (_name, filePath, code, rule) => {
    const messages = await lint(filePath, code);
    expect(messages.map((message) => message.ruleId)).toEqual([`boundaries/${rule}`]);
    expect(messages[0].severity).toBe(2);
  });

  test.each(allowed)('allows %s', async (_name, filePath, code) => {
    expect(await lint(filePath, code)).toEqual([]);
  });
});
