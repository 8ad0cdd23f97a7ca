// Writes nav.json beside a remote's remoteEntry.js: the menu entries its source declares beside
// its routes (src/nav.ts), which the shell reads at run time. A new page thus reaches the menus
// with a release of the remote alone, the shell untouched.
const fs = require('fs');
const path = require('path');
const ts = require('typescript');
const { Compilation, sources } = require('webpack');

/**
 * Runs a TypeScript module of plain data (the nav declaration, and the modules and JSON files,
 * such as the catalogues, it imports by a relative path) and returns its exports. Type-only
 * imports vanish in the transpiling; anything else it would import is refused: the file is data,
 * not code. Every file read is added to `read`, for the build to watch.
 */
const loadDataModule = (file, seen = [], read = new Set()) => {
  if (seen.includes(file)) throw new Error(`${file} imports itself.`);
  read.add(file);
  const source = fs.readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
    fileName: file,
  });
  const resolveSibling = (request) => {
    if (!request.startsWith('.')) {
      throw new Error(`${file} imports ${request}: a nav declaration holds data only.`);
    }
    const base = path.resolve(path.dirname(file), request);
    if (base.endsWith('.json') && fs.existsSync(base)) {
      read.add(base);
      return JSON.parse(fs.readFileSync(base, 'utf8'));
    }
    const found = ['.ts', '.js', '/index.ts'].map((ext) => base + ext).find(fs.existsSync);
    if (!found) throw new Error(`${file} imports ${request}, which is not there.`);
    return loadDataModule(found, [...seen, file], read);
  };
  const module = { exports: {} };
  new Function('exports', 'require', 'module', outputText)(module.exports, resolveSibling, module);
  return module.exports;
};

/**
 * A label comes from a catalogue, whose messages are ICU MessageFormat: one with an argument or
 * a quoted brace would show its syntax in the menu, so it is refused rather than published.
 */
const checkLabel = (file, label) => {
  if (/[{}]|''/u.test(label)) {
    throw new Error(`${file}: the menu label "${label}" is not plain text.`);
  }
};

/**
 * nav.json's text for the nav declaration in `source`, and the files it was made of. Each entry
 * keeps `label` (English, for the shells that read only that) and, when the remote translates its
 * menu, `labels` in every language.
 */
const navJson = (source) => {
  const files = new Set();
  const { nav } = loadDataModule(source, [], files);
  if (!nav || !Array.isArray(nav.entries)) {
    throw new Error(`${source} exports no nav with entries.`);
  }
  for (const entry of nav.entries) {
    checkLabel(source, entry.label);
    Object.values(entry.labels ?? {}).forEach((label) => checkLabel(source, label));
  }
  return { json: `${JSON.stringify(nav, null, 2)}\n`, files: [...files] };
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
          const { json, files } = navJson(this.source);
          files.forEach((file) => compilation.fileDependencies.add(file));
          compilation.emitAsset('nav.json', new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { NavFilePlugin, loadDataModule, navJson };
