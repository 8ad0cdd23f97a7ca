import type { RouteObject } from 'react-router-dom';
import { addPreloadLink } from '../preload/add-preload-link';
import { MANIFEST_URL } from './manifest-url';
import { exposedScripts, fetchBuildInfo, type BuildInfo } from './remote-build-info';

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

const preloaded = new Set<string>();

/** Once per page: after a failed download, Retry goes through the federation runtime again. */
const preloadOnce = (url: string) => {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  addPreloadLink(url, 'script');
};

/**
 * The remote's build-info.json, read while its remoteEntry.js downloads: a remote built against
 * newer shared packages than this shell offers fails with a message saying so, instead of
 * breaking once loaded.
 */
const readRemoteBuild = async (
  name: RemoteName,
): Promise<{ manifest: RemotesManifest; info: BuildInfo | null }> => {
  const manifest = await readRemotesManifest();
  const entry = manifest[name];
  if (!entry) return { manifest, info: null };
  preloadOnce(entry);
  return { manifest, info: await fetchBuildInfo(entry) };
};

/**
 * The federation runtime, the remote's build-info.json and its remoteEntry.js download at once;
 * once the version check has passed, the scripts of its routes too, all to be run by the runtime.
 * The build loaded is recorded on <html> (data-member-app-build), which shows what is deployed.
 */
export const loadRemoteRoutes = async (name: RemoteName): Promise<RouteObject[]> => {
  const [runtime, { manifest, info }] = await Promise.all([
    import('./federation-runtime'),
    readRemoteBuild(name),
  ]);
  const entry = manifest[name];
  if (info && entry) {
    runtime.checkSharedVersions(info);
    const base = new URL(entry, window.location.href);
    for (const file of exposedScripts(info, './routes')) preloadOnce(new URL(file, base).href);
    document.documentElement.setAttribute(`data-${name.replace('_', '-')}-build`, info.buildId);
  }
  runtime.registerRemotes(manifest);
  const remote = await runtime.loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!remote || !Array.isArray(remote.routes)) throw new Error(`${name} exposes no routes.`);
  return remote.routes;
};
