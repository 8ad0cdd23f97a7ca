// Keeps the split of src/remotes/provided/mui-material.ts right as the shell's pages change. A
// module of MUI the shell's startup already runs is provided eagerly: only its index module (the
// namespace a remote imports) joins the federation runtime's chunk, where a lazy import was one
// more request, after the remote's own, on a remote's first page. Any other is provided lazily:
// eagerly, its code would join that chunk, downloaded by every remote page.
const { MUI_MODULES } = require('../../scripts/webpack/shared-singletons');
const { importedGroups } = require('./startup-preload-plugin');

const NAME = 'ProvidedMuiCheckPlugin';

/** `@mui/material/Button` → the module of its component, `.../@mui/material/Button/Button.mjs`. */
const componentFile = (name) => {
  const folder = name.split('/').pop();
  return new RegExp(`[\\\\/]@mui[\\\\/]material[\\\\/]${folder}[\\\\/]${folder}\\.m?js$`);
};

class ProvidedMuiCheckPlugin {
  /** @param {{ boundary: string }} options the module the entry imports as its async boundary */
  constructor({ boundary }) {
    this.boundary = boundary;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.afterSeal.tap(NAME, () => {
        const { chunkGraph } = compilation;
        const startup = importedGroups(compilation, this.boundary).flatMap((group) => group.chunks);
        const startupFiles = startup.flatMap((chunk) =>
          [...chunkGraph.getChunkModulesIterable(chunk)].flatMap((module) =>
            // A concatenated module's parts, each with its own file.
            (module.modules ?? [module]).map((part) => part.resource ?? ''),
          ),
        );
        const lazy = new Set(
          [...compilation.chunkGroups].flatMap((group) =>
            group.origins.map((origin) => origin.request),
          ),
        );
        for (const name of MUI_MODULES) {
          const component = componentFile(name);
          const inStartup = startupFiles.some((file) => component.test(file));
          const advice = lazy.has(name)
            ? inStartup && 'the startup runs it: provide it eagerly'
            : !inStartup && 'the startup does not run it: provide it lazily';
          if (advice) {
            compilation.errors.push(
              new Error(`${NAME}: ${name} in src/remotes/provided/mui-material.ts: ${advice}.`),
            );
          }
        }
      });
    });
  }
}

module.exports = { ProvidedMuiCheckPlugin };
