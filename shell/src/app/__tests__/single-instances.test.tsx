import path from 'path';
import { act, screen } from '@testing-library/react';
import { loggedIn } from 'shared-api';
import { loadLocalRemoteRoutes } from '../../test/local-remotes';
import { renderRoutes, makeToken, makeUser } from 'test-support';
import { appRoutes } from '../router';

jest.mock('../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.requireActual('../../test/local-remotes').loadLocalRemoteRoutes,
}));

interface SharedConfig {
  import?: string;
  singleton?: boolean;
  requiredVersion?: string;
  version?: string;
  eager?: boolean;
}

interface FederationConfig {
  name: string;
  exposes?: Record<string, string>;
  remotes?: Record<string, string>;
  shared: Record<string, SharedConfig>;
  dts?: boolean;
}

interface PackageJson {
  version: string;
  dependencies: Record<string, string>;
}

// One React, one router, one store and API slice (shared-api), one theme and toast host
// (shared-ui, MUI, emotion, notistack); shared-ui's second entries are singletons too.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@emotion/react',
  '@emotion/styled',
  '@mui/material',
  '@mui/x-date-pickers',
  'dayjs',
  'notistack',
  'react-hook-form',
  'shared-api',
  'shared-api/member',
  'shared-ui',
  'shared-ui/confirm-dialog',
  'shared-ui/messages',
  'shared-ui/forms',
  'shared-ui/pickers',
  'shared-ui/actions',
];
const WORKSPACE_ENTRIES = SINGLETONS.filter((name) => name.startsWith('shared-'));

const repo = path.resolve(__dirname, '../../../..');
const readJs = <T extends object>(...segments: string[]): T =>
  jest.requireActual<T>(path.join(repo, ...segments));
const federationConfig = (app: string) =>
  readJs<FederationConfig>(app, 'configs/module-federation.config.js');
const { packageOf, MUI_MODULES } = readJs<{
  packageOf: (name: string) => string;
  MUI_MODULES: string[];
}>('scripts/webpack/shared-singletons.js');
// MUI is shared module by module too (the list: shell/src/remotes/__tests__/provided-mui.test.ts).
const SHARED = [...SINGLETONS, ...MUI_MODULES];

describe.each([
  ['shell', 'shell'],
  ['member-app', 'member_app'],
  ['admin-app', 'admin_app'],
])('%s module federation config', (app, containerName) => {
  const config = federationConfig(app);
  const pkg = readJs<PackageJson>(app, 'package.json');

  it(`is the container ${containerName}, without type downloads`, () => {
    expect(config.name).toBe(containerName);
    // The shell is built without the federation plugin (src/remotes/federation-runtime.ts).
    expect(config.dts).toBe(app === 'shell' ? undefined : false);
  });

  it('shares exactly the singletons, never eagerly, at the versions its package.json asks for', () => {
    expect(Object.keys(config.shared).sort()).toEqual([...SHARED].sort());
    for (const name of SHARED) {
      expect(pkg.dependencies[packageOf(name)]).toBeDefined();
      expect(config.shared[name]).toMatchObject({
        singleton: true,
        requiredVersion: pkg.dependencies[packageOf(name)],
      });
      expect(config.shared[name]?.eager).toBeUndefined();
    }
  });

  it.each(WORKSPACE_ENTRIES)("gives the workspace entry %s its package's version", (name) => {
    expect(config.shared[name]?.version).toBe(
      readJs<PackageJson>(packageOf(name), 'package.json').version,
    );
  });
});

it('bakes no remote into the shell, and each remote exposes ./routes', () => {
  expect(federationConfig('shell').remotes).toBeUndefined();
  expect(federationConfig('shell').exposes).toBeUndefined();
  expect(federationConfig('member-app').exposes).toEqual({ './routes': './src/routes.tsx' });
  // The admin remote names its sources by full path: the deploy check builds it from another folder.
  expect(federationConfig('admin-app').exposes).toEqual({
    './routes': path.resolve(__dirname, '../../../../admin-app/src/routes.tsx'),
  });
});

it("renders the member dashboard from the shell's store", async () => {
  const { store } = await act(async () =>
    renderRoutes(appRoutes, '/dashboard', { user: makeUser(['USER']) }),
  );
  expect(await screen.findByRole('heading', { name: 'Welcome back, Ann' })).toBeInTheDocument();

  const bob = makeUser(['USER'], { firstName: 'Bob' });
  act(() => {
    store.dispatch(loggedIn({ token: makeToken(bob), user: bob }));
  });
  expect(await screen.findByRole('heading', { name: 'Welcome back, Bob' })).toBeInTheDocument();
  expect(await loadLocalRemoteRoutes('member_app')).toEqual(
    expect.arrayContaining([expect.objectContaining({ path: 'dashboard' })]),
  );
});
