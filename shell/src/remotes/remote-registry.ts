import { init, loadRemote } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import { addPreloadLink } from '../preload/add-preload-link';
import { MANIFEST_URL } from './manifest-url';
import {
  assertSharedVersions,
  exposedScripts,
  fetchBuildInfo,
  offeredVersions,
} from './shared-versions';

export type RemoteName = 'member_app' | 'admin_app';

/** What every remote exposes as './routes'. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

type RemotesManifest = Partial<Record<RemoteName, string>>;

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

const preloaded = new Set<string>();

/** Once per page: after a failed download, Retry goes through the federation runtime again. */
const preloadOnce = (url: string) => {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  addPreloadLink(url, 'script');
};

/**
 * Reads the remote's build-info.json first: a remote built against newer shared packages than
 * this shell offers fails here with a message saying so, instead of breaking once loaded. The
 * build loaded is recorded on <html> (data-member-app-build), which shows what is deployed.
 * Meanwhile its remoteEntry.js downloads, and once the check has passed the scripts of its routes
 * too, all to be run by the federation runtime: one wait where there were three.
 */
const checkRemoteBuild = async (name: RemoteName): Promise<void> => {
  const entry = entries[name];
  if (!entry) return;
  preloadOnce(entry);
  const info = await fetchBuildInfo(entry);
  if (!info) return;
  assertSharedVersions(info, offeredVersions());
  const base = new URL(entry, window.location.href);
  for (const file of exposedScripts(info, './routes')) preloadOnce(new URL(file, base).href);
  document.documentElement.setAttribute(`data-${name.replace('_', '-')}-build`, info.buildId);
};

export const loadRemoteRoutes = async (name: RemoteName): Promise<RouteObject[]> => {
  await ensureRemotesRegistered();
  await checkRemoteBuild(name);
  const remote = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!remote || !Array.isArray(remote.routes)) throw new Error(`${name} exposes no routes.`);
  return remote.routes;
};
