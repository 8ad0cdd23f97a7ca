import { MANIFEST_URL } from './manifest-url';

/**
 * Which remotes the site has and where each lives (remotes.json): read by the shell's start, by the
 * remote loader and by the menus, which find each remote's published entries beside its entry.
 */

export type RemoteName = 'member_app' | 'admin_app';

export type RemotesManifest = Partial<Record<RemoteName, string>>;

const isManifest = (value: unknown): value is RemotesManifest =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'string');

const fetchManifest = async (): Promise<RemotesManifest> => {
  const response = await fetch(MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered HTTP ${response.status}.`);
  const manifest: unknown = await response.json();
  if (!isManifest(manifest)) throw new Error(`${MANIFEST_URL} is not a map of remote entries.`);
  return manifest;
};

let manifestRead: Promise<RemotesManifest> | null = null;

/**
 * Where each remote lives, read once. Reading it fetches nothing from the remotes: a remote's
 * remoteEntry.js is only downloaded by the first page that needs it.
 */
export const readRemotesManifest = (): Promise<RemotesManifest> => {
  manifestRead ??= fetchManifest().catch((error: unknown) => {
    // Forget the failure so that the next attempt (a Retry) fetches the manifest again.
    manifestRead = null;
    throw error;
  });
  return manifestRead;
};
