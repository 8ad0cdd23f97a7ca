// Writes nav.json beside a remote's remoteEntry.js: the menu entries its source declares beside
// its routes (src/nav.ts), which the shell reads at run time. A new page thus reaches the menus
// with a release of the remote alone, the shell untouched.
const fs = require('fs');
const path = require('path');
const ts = require('typescript');
const { Compilation, sources } = require('webpack');

/**
 * Runs a TypeScript module of plain data (the nav declaration, and the modules it imports by a
 * relative path) and returns its exports. Type-only imports vanish in the transpiling; anything
 * else it would import is refused: the file is data, not code.
 */
const loadDataModule = (file, seen = []) => {
  if (seen.includes(file)) throw new Error(`${file} imports itself.`);
  const source = fs.readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  const resolveSibling = (request) => {
    if (!request.startsWith('.')) {
      throw new Error(`${file} imports ${request}: a nav declaration holds data only.`);
    }
    const base = path.resolve(path.dirname(file), request);
    const found = ['.ts', '.js', '/index.ts'].map((ext) => base + ext).find(fs.existsSync);
    if (!found) throw new Error(`${file} imports ${request}, which is not there.`);
    return loadDataModule(found, [...seen, file]);
  };
  const module = { exports: {} };
  new Function('exports', 'require', 'module', outputText)(module.exports, resolveSibling, module);
  return module.exports;
};

class NavFilePlugin {
  /** @param {string} source the module that exports `nav` (a RemoteNav of shared-api's contract) */
  constructor(source) {
    this.source = source;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('NavFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'NavFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.source);
          const { nav } = loadDataModule(this.source);
          if (!nav || !Array.isArray(nav.entries)) {
            throw new Error(`${this.source} exports no nav with entries.`);
          }
          const json = `${JSON.stringify(nav, null, 2)}\n`;
          compilation.emitAsset('nav.json', new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { NavFilePlugin, loadDataModule };
