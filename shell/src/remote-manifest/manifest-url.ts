/**
 * Where each remote's remoteEntry.js lives. Served beside index.html and never cached: a remote is
 * redeployed without rebuilding the shell. Every page reads it as soon as it starts
 * (bootstrap.tsx), and index.html asks for it before any script has run (configs/webpack.config.js).
 */
export const MANIFEST_URL = '/remotes.json';
