import { addPreloadLink } from '../preload/add-preload-link';
import {
  readRemotesManifest,
  type RemoteName,
  type RemotesManifest,
} from '../remote-manifest/read-remotes-manifest';
import { exposedScripts, fetchBuildInfo, type BuildInfo } from './remote-build-info';

/**
 * What a remote's page downloads before it can run: the manifest, the remote's build-info.json,
 * its remoteEntry.js and its routes' scripts. Also in main.js, which starts them for a remote's
 * page (startRemoteDownloads); running them is remote-registry.ts's, in the shell's startup.
 */

const preloaded = new Set<string>();

/** Once per page: after a failed download, Retry goes through the federation runtime again. */
const preloadOnce = (url: string) => {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  addPreloadLink(url, 'script');
};

export type RemoteBuild = { manifest: RemotesManifest; info: BuildInfo | null };

const buildsRead = new Map<RemoteName, Promise<RemoteBuild>>();

/**
 * The remote's build-info.json, read once while its remoteEntry.js downloads: a remote built
 * against newer shared packages than this shell offers fails with a message saying so, instead
 * of breaking once loaded. Its routes' scripts, which it names, are preloaded at once.
 */
export const readRemoteBuild = (name: RemoteName): Promise<RemoteBuild> => {
  let read = buildsRead.get(name);
  if (!read) {
    read = readRemotesManifest().then(async (manifest) => {
      const entry = manifest[name];
      if (!entry) return { manifest, info: null };
      preloadOnce(entry);
      const info = await fetchBuildInfo(entry);
      const base = new URL(entry, window.location.href);
      for (const file of info ? exposedScripts(info, './routes') : []) {
        preloadOnce(new URL(file, base).href);
      }
      return { manifest, info };
    });
    // A failure is forgotten, so that Retry reads the manifest again.
    read.catch(() => buildsRead.delete(name));
    buildsRead.set(name, read);
  }
  return read;
};

/** Forgets what readRemoteBuild read: Retry reads it again, the remote may have been redeployed. */
export const forgetRemoteBuild = (name: RemoteName): void => {
  buildsRead.delete(name);
};

/**
 * Starts the downloads of a remote's page from main.js, while the shell's own scripts still
 * arrive: on a phone the remote's came only once the shell had started, two round trips and the
 * runtime's download later (docs/performance.md). `runtimeScripts` are the federation runtime's
 * chunks and those of 'shared-api/member', which index.html names
 * (configs/startup-preload-plugin.js): main.js cannot import the runtime without pulling the
 * packages it provides out of the startup's scripts. Failures are left to loadRemoteRoutes, which
 * asks again.
 */
export const startRemoteDownloads = (name: RemoteName, runtimeScripts: readonly string[]): void => {
  for (const script of runtimeScripts) preloadOnce(script);
  readRemoteBuild(name).catch(() => undefined);
};
