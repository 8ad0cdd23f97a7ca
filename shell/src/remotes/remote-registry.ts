import { init, loadRemote } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import { addPreloadLink } from '../preload/add-preload-link';
import { MANIFEST_URL } from './manifest-url';
import { assertSharedVersions, fetchBuildInfo, offeredVersions } from './shared-versions';

export type RemoteName = 'member_app' | 'admin_app';

/** What every remote exposes as './routes'. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

type RemotesManifest = Partial<Record<RemoteName, string>>;

// Served beside index.html and never cached: a remote is redeployed without rebuilding the shell.
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

let registration: Promise<void> | null = null;
let entries: RemotesManifest = {};

/**
 * Tells the federation runtime where each remote lives. Registering fetches nothing from the
 * remotes: a remote's remoteEntry.js is only downloaded by the first loadRemote that needs it.
 */
export const ensureRemotesRegistered = (): Promise<void> => {
  registration ??= fetchManifest().then(
    (manifest) => {
      entries = manifest;
      init({
        name: 'shell',
        remotes: Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
      });
    },
    (error: unknown) => {
      // Forget the failure so that the next attempt (a Retry) fetches the manifest again.
      registration = null;
      throw error;
    },
  );
  return registration;
};

const preloadedEntries = new Set<string>();

/**
 * Reads the remote's build-info.json first: a remote built against newer shared packages than
 * this shell offers fails here with a message saying so, instead of breaking once loaded. The
 * build loaded is recorded on <html> (data-member-app-build), which shows what is deployed.
 * Meanwhile its remoteEntry.js downloads, to be run only if the check passes: one wait, not two.
 */
const checkRemoteBuild = async (name: RemoteName): Promise<void> => {
  const entry = entries[name];
  if (entry && !preloadedEntries.has(entry)) {
    preloadedEntries.add(entry);
    addPreloadLink(entry, 'script');
  }
  const info = entry ? await fetchBuildInfo(entry) : null;
  if (!info) return;
  assertSharedVersions(info, offeredVersions());
  document.documentElement.setAttribute(`data-${name.replace('_', '-')}-build`, info.buildId);
};

export const loadRemoteRoutes = async (name: RemoteName): Promise<RouteObject[]> => {
  await ensureRemotesRegistered();
  await checkRemoteBuild(name);
  const remote = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!remote || !Array.isArray(remote.routes)) throw new Error(`${name} exposes no routes.`);
  return remote.routes;
};
