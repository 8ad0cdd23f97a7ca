// Names in index.html every script the shell runs before its first screen, so that the browser
// downloads them all at once while it parses the page. Without it they came in two waves: main.js
// first, and only once it had run, the chunks of the bootstrap (react-dom, MUI, the store...), a
// round trip and main.js's own download later (docs/performance.md).
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { chunkScripts } = require('../../scripts/webpack/chunk-scripts');

const NAME = 'StartupPreloadPlugin';

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
        const chunks = new Set(groups.flatMap((group) => group.chunks));
        const tags = chunkScripts(chunks).map((file) => ({
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
