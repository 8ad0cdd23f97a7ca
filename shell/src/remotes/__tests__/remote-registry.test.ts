import { waitFor } from '@testing-library/react';
import { envelope } from 'test-support';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(),
}));

// What the shell provides is checked in provided-shared.test.ts; here, only that it is handed over.
const PROVIDED = { react: { version: '19.2.0' } };
jest.mock('../provided-shared', () => ({ providedShared: () => PROVIDED }));

const MANIFEST = {
  member_app: '/remotes/member-app/remoteEntry.js',
  admin_app: '/remotes/admin-app/remoteEntry.js',
};

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

// The registry remembers its registration: every test starts from a fresh module.
const load = async () => {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  const registry = {
    ...(await import('../remote-registry')),
    ...(await import('../remote-downloads')),
  };
  return { registry, init: jest.mocked(runtime.init), loadRemote: jest.mocked(runtime.loadRemote) };
};

beforeEach(() => {
  fetchMock.mockReset();
  window.fetch = fetchMock;
});

it('registers the remotes of /remotes.json and loads the exposed routes on demand', async () => {
  fetchMock.mockResolvedValue(jsonResponse(MANIFEST));
  const { registry, init, loadRemote } = await load();
  const routes = [{ path: 'dashboard' }];
  loadRemote.mockResolvedValue({ routes });

  await expect(registry.loadRemoteRoutes('member_app')).resolves.toBe(routes);

  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  expect(init).toHaveBeenCalledWith({
    name: 'shell',
    remotes: [
      { name: 'member_app', entry: '/remotes/member-app/remoteEntry.js' },
      { name: 'admin_app', entry: '/remotes/admin-app/remoteEntry.js' },
    ],
    shared: PROVIDED,
  });
  // The remotes, built without a runtime of their own, find the shell's under webpack's name.
  const { ModuleFederation } = await import('@module-federation/runtime-core');
  const handedOver = Reflect.get(globalThis, '_FEDERATION_RUNTIME_CORE') as {
    ModuleFederation?: unknown;
  };
  expect(handedOver.ModuleFederation === ModuleFederation).toBe(true);
  expect(loadRemote).toHaveBeenCalledWith('member_app/routes');
  expect(loadRemote).not.toHaveBeenCalledWith('admin_app/routes');
});

it('reads the manifest once', async () => {
  fetchMock.mockResolvedValue(jsonResponse(MANIFEST));
  const { registry, init, loadRemote } = await load();
  loadRemote.mockResolvedValue({ routes: [] });

  await registry.loadRemoteRoutes('member_app');
  await registry.loadRemoteRoutes('admin_app');

  expect(fetchMock.mock.calls.filter(([url]) => url === '/remotes.json')).toHaveLength(1);
  expect(init).toHaveBeenCalledTimes(1);
});

it('fetches the manifest again after a failure', async () => {
  fetchMock.mockResolvedValueOnce(envelope(503, null, 'down'));
  fetchMock.mockResolvedValueOnce(jsonResponse(MANIFEST));
  const { registry, init, loadRemote } = await load();
  loadRemote.mockResolvedValue({ routes: [] });

  await expect(registry.loadRemoteRoutes('member_app')).rejects.toThrow('HTTP 503');
  await expect(registry.loadRemoteRoutes('member_app')).resolves.toEqual([]);
  expect(init).toHaveBeenCalledTimes(1);
});

it('refuses a manifest that is not a map of entries', async () => {
  fetchMock.mockResolvedValue(jsonResponse({ member_app: 42 }));
  const { registry } = await load();
  await expect(registry.loadRemoteRoutes('member_app')).rejects.toThrow(
    'is not a map of remote entries',
  );
});

it('fails when the remote exposes no routes', async () => {
  fetchMock.mockResolvedValue(jsonResponse(MANIFEST));
  const { registry, loadRemote } = await load();
  loadRemote.mockResolvedValue(null);
  await expect(registry.loadRemoteRoutes('member_app')).rejects.toThrow(
    'member_app exposes no routes.',
  );
});

it("reads the remote's build-info.json beside its entry and records the build on <html>", async () => {
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/build-info.json')
      ? jsonResponse({ name: 'member-app', version: '0.1.0', buildId: 'b-42', shared: {} })
      : jsonResponse({ ...MANIFEST, member_app: '/remotes/member-app/b-42/remoteEntry.js' }),
  );
  const { registry, loadRemote } = await load();
  loadRemote.mockResolvedValue({ routes: [] });

  await registry.loadRemoteRoutes('member_app');

  expect(fetchMock).toHaveBeenCalledWith(
    new URL('http://localhost/remotes/member-app/b-42/build-info.json'),
    { cache: 'no-cache' },
  );
  expect(document.documentElement).toHaveAttribute('data-member-app-build', 'b-42');
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
    (link) => link.href,
  );

it("downloads the remote's entry while reading its build-info.json, then the scripts of its routes", async () => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  let answerBuildInfo: (response: Response) => void = () => undefined;
  fetchMock.mockImplementation((url) =>
    String(url).endsWith('/build-info.json')
      ? new Promise((resolve) => (answerBuildInfo = resolve))
      : Promise.resolve(jsonResponse(MANIFEST)),
  );
  const { registry, loadRemote } = await load();
  loadRemote.mockResolvedValue({ routes: [] });

  const loading = registry.loadRemoteRoutes('member_app');
  await waitFor(() =>
    expect(preloads()).toEqual(['http://localhost/remotes/member-app/remoteEntry.js']),
  );
  expect(loadRemote).not.toHaveBeenCalled();

  answerBuildInfo(
    jsonResponse({
      name: 'member-app',
      version: '0.1.0',
      buildId: 'b-43',
      shared: {},
      exposes: { './routes': ['212.a.js', '889.b.js'], './other': ['9.c.js'] },
    }),
  );
  await loading;
  expect(preloads()).toEqual([
    'http://localhost/remotes/member-app/remoteEntry.js',
    'http://localhost/remotes/member-app/212.a.js',
    'http://localhost/remotes/member-app/889.b.js',
  ]);
});

it("starts a page's remote downloads early, and the page's load reuses what they read", async () => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/build-info.json')
      ? jsonResponse({
          name: 'member-app',
          version: '0.1.0',
          buildId: 'b-44',
          shared: {},
          exposes: { './routes': ['212.a.js'] },
        })
      : jsonResponse(MANIFEST),
  );
  const { registry, init, loadRemote } = await load();
  loadRemote.mockResolvedValue({ routes: [] });

  registry.startRemoteDownloads('member_app', ['http://localhost/137.runtime.js']);
  await waitFor(() =>
    expect(preloads()).toEqual([
      'http://localhost/137.runtime.js',
      'http://localhost/remotes/member-app/remoteEntry.js',
      'http://localhost/remotes/member-app/212.a.js',
    ]),
  );
  // Only downloads: nothing of the remote runs before the page asks for it.
  expect(init).not.toHaveBeenCalled();
  expect(loadRemote).not.toHaveBeenCalled();

  await registry.loadRemoteRoutes('member_app');
  const buildInfoReads = fetchMock.mock.calls.filter(([url]) =>
    String(url).endsWith('/build-info.json'),
  );
  expect(buildInfoReads).toHaveLength(1);
  expect(loadRemote).toHaveBeenCalledWith('member_app/routes');
});

it("reads the remote's build-info.json again when the page's load failed", async () => {
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/build-info.json')
      ? jsonResponse({ name: 'member-app', version: '0.1.0', buildId: 'b-45', shared: {} })
      : jsonResponse(MANIFEST),
  );
  const { registry, loadRemote } = await load();
  loadRemote.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ routes: [] });

  await expect(registry.loadRemoteRoutes('member_app')).rejects.toThrow('chunk failed');
  await expect(registry.loadRemoteRoutes('member_app')).resolves.toEqual([]);
  const buildInfoReads = fetchMock.mock.calls.filter(([url]) =>
    String(url).endsWith('/build-info.json'),
  );
  expect(buildInfoReads).toHaveLength(2);
});

it("hands a remote's routes over once its messages are in the language shown", async () => {
  fetchMock.mockResolvedValue(jsonResponse(MANIFEST));
  const { registry, loadRemote } = await load();
  const { activateLanguage, registerCatalogue, i18n } = await import('shared-ui');
  await activateLanguage('nl');
  let arrive: (messages: Record<string, string>) => void = () => undefined;
  const dutch = new Promise<Record<string, string>>((resolve) => {
    arrive = resolve;
  });
  // As a remote's modules do when they run: its catalogue, whose Dutch is still on its way.
  loadRemote.mockImplementation(async () => {
    registerCatalogue({ en: { 'remote.hello': 'Hello' }, nl: () => dutch, fr: async () => ({}) });
    return { routes: [] };
  });

  let handedOver = false;
  const routes = registry.loadRemoteRoutes('member_app').then(() => {
    handedOver = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(handedOver).toBe(false);

  arrive({ 'remote.hello': 'Hallo' });
  await routes;
  expect(i18n._('remote.hello')).toBe('Hallo');
  await activateLanguage('en');
});
