// Where a linted file, and a relative import of it, sit in the repository ('shell/src/app/x.ts'),
// with forward slashes on every platform.
const path = require('path');

const REPO_ROOT = path.resolve(__dirname, '../..');

/** The path of `file` (absolute) from the repository's root. */
const fromRoot = (file) => path.relative(REPO_ROOT, file).split(path.sep).join('/');

/** The repository path a relative specifier of `file` names; null for a package's name. */
const resolveRelative = (file, specifier) =>
  specifier.startsWith('./') ||
  specifier.startsWith('../') ||
  specifier === '.' ||
  specifier === '..'
    ? fromRoot(path.resolve(path.dirname(file), specifier))
    : null;

module.exports = { fromRoot, resolveRelative };
