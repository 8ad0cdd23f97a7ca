import type { RemoteNav } from 'shared-api/contract';
import {
  readRemotesManifest,
  type RemoteName,
} from '../../../remote-manifest/read-remotes-manifest';

/**
 * A remote's menu entries: nav.json, which its build writes beside remoteEntry.js
 * (scripts/webpack/nav-file.js), read like remotes.json, never cached, so that a remote's new
 * page shows in the menus without a release of the shell. Read only by the menus that list it:
 * the admin entries for an administrator, never for a visitor or a member.
 */

const lastKnownKey = (remote: RemoteName) => `nav:${remote}`;

const schema = async () => (await import('shared-api/contract')).remoteNavSchema;

const fetchNav = async (remote: RemoteName): Promise<RemoteNav> => {
  const manifest = await readRemotesManifest();
  const entry = manifest[remote];
  if (!entry) throw new Error(`remotes.json names no ${remote}.`);
  const url = new URL('nav.json', new URL(entry, window.location.href));
  const [response, remoteNavSchema] = await Promise.all([
    fetch(url, { cache: 'no-cache' }),
    schema(),
  ]);
  if (!response.ok) throw new Error(`${url.pathname} answered HTTP ${response.status}.`);
  return remoteNavSchema.parse(await response.json());
};

/** The entries last read, kept for a visit on which the remote cannot be reached. */
const lastKnown = async (remote: RemoteName): Promise<RemoteNav | null> => {
  try {
    const stored = localStorage.getItem(lastKnownKey(remote));
    if (!stored) return null;
    const parsed = (await schema()).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const remember = (remote: RemoteName, nav: RemoteNav): void => {
  try {
    localStorage.setItem(lastKnownKey(remote), JSON.stringify(nav));
  } catch {
    // Storage full or refused: the menu still works, without a fallback for the next visit.
  }
};

const reads = new Map<RemoteName, Promise<RemoteNav | null>>();

/**
 * The remote's entries, read once per page load; when they cannot be read, the last known ones,
 * else null. The same promise until Retry (forgetRemoteNav): the menus render with React's use(),
 * which must meet the same promise again.
 */
export const readRemoteNav = (remote: RemoteName): Promise<RemoteNav | null> => {
  let read = reads.get(remote);
  if (!read) {
    read = fetchNav(remote).then(
      (nav) => {
        remember(remote, nav);
        return nav;
      },
      (error: unknown) => {
        console.warn(`The menu entries of ${remote} could not be read.`, error);
        return lastKnown(remote);
      },
    );
    reads.set(remote, read);
  }
  return read;
};

/** Retry: the next read asks the server again. */
export const forgetRemoteNav = (remote: RemoteName): void => {
  reads.delete(remote);
};
