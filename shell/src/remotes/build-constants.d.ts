/** Set by scripts/webpack/build-info.js: the version of each shared package this build offers. */
declare const __SHARED_VERSIONS__: Record<string, string>;
