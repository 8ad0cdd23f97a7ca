// Names in index.html every script the shell runs before its first screen, so that the browser
// downloads them all at once while it parses the page. Without it they came in two waves: main.js
// first, and only once the federation runtime in it had run, the bootstrap chunk and the shared
// packages it consumes (react-dom, MUI, the store...), a round trip and main.js's own download
// later (docs/performance.md).
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { chunkScripts } = require('../../scripts/webpack/chunk-scripts');

const NAME = 'StartupPreloadPlugin';
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

const blockGroups = (compilation, module) =>
  module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block)).filter(Boolean);

/**
 * The chunks each shared package is loaded from. The host's own provided copy is the one its
 * consumers get, not their fallback copy, which webpack builds into chunks of its own.
 */
const providedGroups = (compilation) => {
  const byName = new Map();
  for (const module of compilation.modules) {
    // `_name`: the share name; ProvideSharedModule has no public field for it.
    if (module.type === PROVIDE_SHARED) byName.set(module._name, blockGroups(compilation, module));
  }
  return byName;
};

/**
 * The chunks of `groups`, and those of the shared packages consumed in them, as far down as it
 * goes. Other lazy loads (a page's own chunk, a remote) are left to when they are needed.
 */
const startupChunks = (compilation, groups) => {
  const provided = providedGroups(compilation);
  const chunks = new Set();
  const pending = [...groups];
  while (pending.length > 0) {
    const group = pending.pop();
    for (const chunk of group.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        pending.push(
          ...(provided.get(module.options.shareKey) ?? blockGroups(compilation, module)),
        );
      }
    }
  }
  return chunks;
};

class StartupPreloadPlugin {
  /** @param {{ boundary: string }} options the module the entry imports as its async boundary */
  constructor({ boundary }) {
    this.boundary = boundary;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const groups = [];
        for (const entrypoint of compilation.entrypoints.values()) {
          for (const child of entrypoint.getChildren()) {
            const fromBoundary = child.origins.some((origin) => origin.request === this.boundary);
            if (fromBoundary) groups.push(child);
          }
        }
        if (groups.length === 0) {
          throw new Error(`${NAME}: no chunk is loaded by import('${this.boundary}').`);
        }
        const publicPath = compilation.outputOptions.publicPath;
        const tags = chunkScripts(startupChunks(compilation, groups)).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          meta: { plugin: NAME },
        }));
        data.assetTags.styles.push(...tags);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
