// Whether a part's build is current: a content hash of its inputs, written beside the output when
// a build succeeds and compared at the next start. Contents, not modification times: a checkout or
// a copy that leaves the sources as they were rebuilds nothing.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

/** Folders that a build or a test run writes: never inputs, wherever they sit. */
const GENERATED = new Set(['node_modules', 'dist', '.tsbuild', 'data', 'coverage']);

/** Written into the output folder, which a build empties first: a failed build leaves none. */
const STAMP = '.build-inputs';

/** The files of `input` (a file or a folder, relative to `root`), sorted, with '/' separators. */
const filesOf = (root, input) => {
  const absolute = path.join(root, input);
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [input];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && GENERATED.has(entry.name)))
    .flatMap((entry) => filesOf(root, `${input}/${entry.name}`))
    .sort();
};

/**
 * A hash of everything the build of `build` reads: each input file's path and content, and the
 * environment variables it bakes in.
 */
const inputsHash = (root, build, env) => {
  const hash = crypto.createHash('sha256');
  for (const file of build.inputs.flatMap((input) => filesOf(root, input))) {
    const content = fs.readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  for (const name of build.env) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
};

const stampFile = (root, build) => path.join(root, build.output, STAMP);

/** The inputs hash the current output was built from; null when it was not built this way. */
const builtFrom = (root, build) => {
  try {
    return fs.readFileSync(stampFile(root, build), 'utf8').trim();
  } catch {
    return null;
  }
};

/** The hash of the inputs of `build` now, and whether its output was built from them. */
const buildState = (root, build, env) => {
  const hash = inputsHash(root, build, env);
  return { hash, current: builtFrom(root, build) === hash };
};

const recordBuiltFrom = (root, build, hash) =>
  fs.writeFileSync(stampFile(root, build), `${hash}\n`);

module.exports = { buildState, filesOf, recordBuiltFrom };
