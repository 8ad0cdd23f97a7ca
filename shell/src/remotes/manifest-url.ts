import { addPreloadLink } from '../preload/add-preload-link';

/**
 * Where each remote's remoteEntry.js lives. Served beside index.html and never cached: a remote is
 * redeployed without rebuilding the shell.
 */
export const MANIFEST_URL = '/remotes.json';

/**
 * Every page reads the manifest as soon as it starts (bootstrap.tsx); asked for from main.js, it
 * is there by then instead of being one more wait before a remote's page can load.
 */
export const preloadRemotesManifest = (): void => addPreloadLink(MANIFEST_URL, 'fetch');
