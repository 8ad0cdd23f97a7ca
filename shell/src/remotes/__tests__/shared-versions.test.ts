import { fetchBuildInfo, type BuildInfo } from '../remote-build-info';
import { assertSharedVersions, SharedVersionError, unmetRequirements } from '../shared-versions';

const remote = (shared: BuildInfo['shared']): BuildInfo => ({
  name: 'member-app',
  version: '0.2.0',
  buildId: '0.2.0-abc',
  shared,
});

const SHELL = { react: '19.3.1', 'shared-ui': '0.1.0', '@mui/material': '9.5.0' };

it('accepts a remote whose every shared requirement the shell meets', () => {
  const info = remote({
    react: { version: '19.2.0', requiredVersion: '^19.2.0' },
    'shared-ui': { version: '0.1.0', requiredVersion: '0.1.0' },
    // Not offered by the shell: not a version conflict, the runtime decides.
    notistack: { version: '3.0.2', requiredVersion: '^3.0.2' },
  });
  expect(unmetRequirements(info, SHELL)).toEqual([]);
  expect(() => assertSharedVersions(info, SHELL)).not.toThrow();
});

it('refuses a remote that needs newer shared packages, naming each', () => {
  const info = remote({
    react: { version: '19.3.1', requiredVersion: '^19.2.0' },
    'shared-ui': { version: '0.2.0', requiredVersion: '0.2.0' },
    '@mui/material': { version: '10.0.0', requiredVersion: '^10.0.0' },
  });
  expect(() => assertSharedVersions(info, SHELL)).toThrow(SharedVersionError);
  expect(() => assertSharedVersions(info, SHELL)).toThrow(
    'member-app 0.2.0 needs shared-ui 0.2.0 (this site has 0.1.0), @mui/material ^10.0.0 (this site has 9.5.0). The site must be updated before this part can load.',
  );
});

describe('fetchBuildInfo', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  beforeEach(() => {
    fetchMock.mockReset();
    window.fetch = fetchMock;
  });

  it('reads build-info.json beside a remote entry on another origin', async () => {
    const info = remote({});
    fetchMock.mockResolvedValue(new Response(JSON.stringify(info)));
    await expect(fetchBuildInfo('https://member.example.org/r/7/remoteEntry.js')).resolves.toEqual(
      info,
    );
    expect(fetchMock).toHaveBeenCalledWith(
      new URL('https://member.example.org/r/7/build-info.json'),
      { cache: 'no-cache' },
    );
  });

  it('gives null when there is none or it is unreadable, leaving the check to the runtime', async () => {
    fetchMock.mockResolvedValueOnce(new Response('not found', { status: 404 }));
    await expect(fetchBuildInfo('/remotes/member-app/remoteEntry.js')).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(new Response('{"hello":1}'));
    await expect(fetchBuildInfo('/remotes/member-app/remoteEntry.js')).resolves.toBeNull();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchBuildInfo('/remotes/member-app/remoteEntry.js')).resolves.toBeNull();
  });
});
