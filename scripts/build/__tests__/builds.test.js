// The table of inputs against the repository as it is: whatever a part's packages (its own and
// the workspace packages it bundles) import must be one of its inputs, or a change there would go
// unnoticed by `npm start`.
const path = require('path');
const fs = require('fs');
const { BUILDS } = require('../builds');
const { filesOf } = require('../build-inputs');

const root = path.resolve(__dirname, '../../..');
const { workspaces } = require(path.join(root, 'package.json'));
const SPECIFIER = /(?:\bfrom|\bimport\(|\brequire\()\s*['"]([^'"]+)['"]/g;
const SOURCE = /\.[cm]?[jt]sx?$/;
// Tests are never bundled: what they import (test-support) is no input of a build.
const TEST = /(^|\/)__tests__\/|\.test\.[cm]?[jt]sx?$/;

/** What the workspace packages among `build`'s inputs import: repository paths and packages. */
const imported = (build) => {
  const targets = new Set();
  const files = build.inputs
    .filter((input) => workspaces.includes(input))
    .flatMap((input) => filesOf(root, input))
    .filter((file) => SOURCE.test(file) && !TEST.test(file));
  for (const file of files) {
    for (const [, specifier] of fs
      .readFileSync(path.join(root, file), 'utf8')
      .matchAll(SPECIFIER)) {
      if (specifier.startsWith('.')) {
        const target = path.relative(root, path.resolve(root, path.dirname(file), specifier));
        targets.add(target.split(path.sep).join('/'));
      } else if (workspaces.includes(specifier.split('/')[0])) {
        targets.add(specifier.split('/')[0]);
      }
    }
  }
  return [...targets];
};

const covered = (build, target) =>
  build.inputs.some((input) => target === input || target.startsWith(`${input}/`));

test.each(BUILDS.map((build) => [build.name, build]))(
  'what %s is built from imports only its inputs',
  (_name, build) => {
    const targets = imported(build);
    expect(targets).toContain('shared-api');
    expect(targets.filter((target) => !covered(build, target))).toEqual([]);
  },
);
