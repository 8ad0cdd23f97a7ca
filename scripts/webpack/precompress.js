// Writes main.1a2b.js.gz and .br beside every script, once, at build time: the server
// (@fastify/static's preCompressed) and nginx (gzip_static) send them to browsers that accept them,
// rather than the scripts as they are, three to four times heavier. Only scripts: index.html and
// remotes.json may be rewritten where they are deployed, and a stale compressed copy would win.
const zlib = require('zlib');
const { Compilation, sources } = require('webpack');

const SCRIPT = /\.js$/;
// Below this, compressing saves less than the headers it costs.
const MIN_BYTES = 1024;

const compressions = [
  ['.gz', (buffer) => zlib.gzipSync(buffer, { level: zlib.constants.Z_BEST_COMPRESSION })],
  [
    '.br',
    (buffer) =>
      zlib.brotliCompressSync(buffer, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }),
  ],
];

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying and after the real content hashes renamed the files.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!SCRIPT.test(name) || asset.size() < MIN_BYTES) continue;
            const buffer = asset.buffer();
            for (const [extension, compress] of compressions) {
              compilation.emitAsset(`${name}${extension}`, new sources.RawSource(compress(buffer)));
            }
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin, compressions };
