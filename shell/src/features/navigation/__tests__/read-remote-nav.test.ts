import { nav as adminNav } from 'admin_app/nav';
import { nav as memberNav } from 'member_app/nav';
import type * as ReadRemoteNav from '../remote-nav/read-remote-nav';

const MANIFEST = { admin_app: '/remotes/admin-app/b1/remoteEntry.js' };

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** A fresh module per test: readRemoteNav keeps what it read for the page's life. */
const load = () => {
  let module!: typeof ReadRemoteNav;
  jest.isolateModules(() => {
    module = jest.requireActual('../remote-nav/read-remote-nav');
  });
  return module;
};

describe('readRemoteNav', () => {
  let fetchMock: jest.SpyInstance;

  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });

  afterEach(() => jest.restoreAllMocks());

  it('reads nav.json beside the remote entry, never cached, once', async () => {
    fetchMock.mockImplementation((url: RequestInfo | URL) =>
      String(url).endsWith('/remotes.json') ? answer(MANIFEST) : answer(adminNav),
    );
    const { readRemoteNav } = load();
    await expect(readRemoteNav('admin_app')).resolves.toEqual(adminNav);
    await readRemoteNav('admin_app');
    const navCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('nav.json'));
    expect(navCalls).toHaveLength(1);
    expect(String(navCalls[0][0])).toBe('http://localhost/remotes/admin-app/b1/nav.json');
    expect(navCalls[0][1]).toEqual({ cache: 'no-cache' });
  });

  it('gives null when the entries cannot be read and none are known, and reads again after Retry', async () => {
    fetchMock.mockImplementation((url: RequestInfo | URL) =>
      String(url).endsWith('/remotes.json') ? answer(MANIFEST) : answer({}, 503),
    );
    const { readRemoteNav, forgetRemoteNav } = load();
    await expect(readRemoteNav('admin_app')).resolves.toBeNull();
    fetchMock.mockImplementation((url: RequestInfo | URL) =>
      String(url).endsWith('/remotes.json') ? answer(MANIFEST) : answer(adminNav),
    );
    forgetRemoteNav('admin_app');
    await expect(readRemoteNav('admin_app')).resolves.toEqual(adminNav);
  });

  it('falls back to the entries last read when the remote cannot be reached', async () => {
    fetchMock.mockImplementation((url: RequestInfo | URL) =>
      String(url).endsWith('/remotes.json') ? answer(MANIFEST) : answer(adminNav),
    );
    await load().readRemoteNav('admin_app');
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(load().readRemoteNav('admin_app')).resolves.toEqual(adminNav);
  });

  it("keeps each entry's labels in every language", async () => {
    fetchMock.mockImplementation((url: RequestInfo | URL) =>
      String(url).endsWith('/remotes.json')
        ? answer({ member_app: '/remotes/member-app/b1/remoteEntry.js' })
        : answer(memberNav),
    );
    const nav = await load().readRemoteNav('member_app');
    expect(nav?.entries[0]).toMatchObject({
      label: 'Dashboard',
      labels: { en: 'Dashboard', nl: 'Dashboard', fr: 'Tableau de bord' },
    });
  });

  it('refuses entries that do not follow the contract', async () => {
    fetchMock.mockImplementation((url: RequestInfo | URL) =>
      String(url).endsWith('/remotes.json')
        ? answer(MANIFEST)
        : answer({ entries: [{ label: 'Broken', path: 'no-slash', order: 1, audience: 'admin' }] }),
    );
    await expect(load().readRemoteNav('admin_app')).resolves.toBeNull();
  });
});
