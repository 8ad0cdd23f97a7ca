// Names in index.html every script the shell runs before its first screen, so that the browser
// downloads them all at once while it parses the page. Without it they came in two waves: main.js
// first, and only once it had run, the chunks of the bootstrap (react-dom, MUI, the store...), a
// round trip and main.js's own download later (docs/performance.md).
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { chunkScripts } = require('../../scripts/webpack/chunk-scripts');

const NAME = 'StartupPreloadPlugin';

/** The chunk groups loaded by `import(request)`, anywhere in the compilation. */
const importedGroups = (compilation, request) => {
  const groups = [...compilation.chunkGroups].filter((group) =>
    group.origins.some((origin) => origin.request === request),
  );
  if (groups.length === 0) throw new Error(`${NAME}: no chunk is loaded by import('${request}').`);
  return groups;
};

class StartupPreloadPlugin {
  /**
   * @param {{ boundary: string, remoteRuntime: string, remoteStartup: string[] }} options the
   * module the entry imports as its async boundary, the one the shell imports to start the
   * federation runtime, and the shared modules every remote's routes import (provided by the
   * runtime), downloaded with it rather than once the remote's routes have run
   */
  constructor({ boundary, remoteRuntime, remoteStartup }) {
    this.boundary = boundary;
    this.remoteRuntime = remoteRuntime;
    this.remoteStartup = remoteStartup;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const chunks = new Set(
          importedGroups(compilation, this.boundary).flatMap((group) => group.chunks),
        );
        // For main.js to download the runtime early on a remote's page (src/index.ts).
        const runtime = [this.remoteRuntime, ...this.remoteStartup]
          .flatMap((request) => importedGroups(compilation, request))
          .flatMap((group) => group.chunks)
          .filter((chunk) => !chunks.has(chunk));
        const runtimeScripts = chunkScripts(new Set(runtime)).map((file) => publicPath + file);
        for (const tag of data.assetTags.scripts) {
          tag.attributes['data-remote-runtime'] = runtimeScripts.join(' ');
          // A deferred script is fetched at low priority: over HTTP/2 main.js came after all the
          // packages, and the calls and remote downloads it starts waited for them.
          tag.attributes.fetchpriority = 'high';
        }
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

module.exports = { StartupPreloadPlugin, importedGroups };
