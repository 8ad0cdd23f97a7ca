// Where a linted file, and a module it imports, sit in the repository ('shell/src/app/x.ts'), with
// forward slashes on every platform. A package's import of itself by name ('shared-api/contract'
// inside shared-api) is resolved like a relative one, so that it passes the same checks.
const fs = require('fs');
const path = require('path');

const REPO_ROOT = path.resolve(__dirname, '../..');

/** The path of `file` (absolute) from the repository's root. */
const fromRoot = (file) => path.relative(REPO_ROOT, file).split(path.sep).join('/');

const isRelative = (specifier) =>
  specifier.startsWith('./') ||
  specifier.startsWith('../') ||
  specifier === '.' ||
  specifier === '..';

const manifests = new Map();
/** A workspace's package.json, or null when the folder has none. */
const manifest = (workspace) => {
  if (!manifests.has(workspace)) {
    const file = path.join(REPO_ROOT, workspace, 'package.json');
    manifests.set(
      workspace,
      fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null,
    );
  }
  return manifests.get(workspace);
};

/** The repository path an entry ('.', './contract') of `workspace` names, by its exports or main. */
const entryPath = (workspace, entry) => {
  const { exports: exported, main } = manifest(workspace) ?? {};
  if (exported) {
    const target = exported[entry];
    const file = typeof target === 'string' ? target : target?.default;
    return file ? path.posix.join(workspace, file) : null;
  }
  if (entry === '.') return path.posix.join(workspace, main ?? 'index');
  return path.posix.join(workspace, entry);
};

/**
 * The repository path that `specifier`, imported by `file`, names when it is relative or the
 * file's own package by name; null for any other package.
 */
const resolveLocal = (file, specifier) => {
  if (isRelative(specifier)) return fromRoot(path.resolve(path.dirname(file), specifier));
  const workspace = fromRoot(file).split('/')[0];
  if (manifest(workspace)?.name !== workspace) return null;
  if (specifier === workspace) return entryPath(workspace, '.');
  if (specifier.startsWith(`${workspace}/`)) {
    return entryPath(workspace, `./${specifier.slice(workspace.length + 1)}`);
  }
  return null;
};

/** Whether `file` (from the repository's root) matches one of the patterns (regular expressions). */
const matchesAny = (patterns, file) => patterns.some((pattern) => new RegExp(pattern).test(file));

module.exports = { fromRoot, isRelative, resolveLocal, matchesAny };
