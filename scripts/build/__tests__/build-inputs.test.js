// The decision `npm start` takes for each part, on a scratch copy of the parts' layout: any change
// to any input of a part makes it stale, and only the parts that read that input.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { BUILDS } = require('../builds');
const { buildState, recordBuiltFrom } = require('../build-inputs');

const INPUTS = [...new Set(BUILDS.flatMap((build) => build.inputs))];
const FILE_INPUT = /\.json$/;

let root;

const write = (file, content) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};

/** A file inside `input`, a few folders down when it is a folder. */
const fileIn = (input) => (FILE_INPUT.test(input) ? input : `${input}/src/nested/module.ts`);

/** Builds every part as a build would: output folder, then the record of its inputs. */
const buildAll = () => {
  for (const build of BUILDS) {
    fs.mkdirSync(path.join(root, build.output), { recursive: true });
    write(`${build.output}/main.js`, 'bundle');
    recordBuiltFrom(root, build, buildState(root, build, {}).hash);
  }
};

const stale = (env = {}) =>
  BUILDS.filter((build) => !buildState(root, build, env).current).map((build) => build.name);

const readers = (input) =>
  BUILDS.filter((build) => build.inputs.includes(input)).map((build) => build.name);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
  for (const input of INPUTS) write(fileIn(input), `original ${input}`);
  buildAll();
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('every part is current right after its build', () => {
  expect(stale()).toEqual([]);
});

test('a part never built, or whose output was removed, is stale', () => {
  fs.rmSync(path.join(root, 'member-app/dist'), { recursive: true });
  expect(stale()).toEqual(['member-app']);
});

test.each(INPUTS)('a changed file in %s makes stale exactly the parts built from it', (input) => {
  write(fileIn(input), `changed ${input}`);
  expect(stale()).toEqual(readers(input));
  write(fileIn(input), `original ${input}`);
  expect(stale()).toEqual([]);
});

test.each(BUILDS.map((build) => build.name))(
  "a file added, removed or renamed in %s's folder makes it stale",
  (name) => {
    write(`${name}/configs/new.js`, 'new');
    expect(stale()).toContain(name);
    buildAll();
    fs.renameSync(
      path.join(root, `${name}/configs/new.js`),
      path.join(root, `${name}/configs/renamed.js`),
    );
    expect(stale()).toContain(name);
    buildAll();
    fs.rmSync(path.join(root, `${name}/configs/renamed.js`));
    expect(stale()).toContain(name);
  },
);

test("what builds and tests write inside a part's folder is no input", () => {
  for (const folder of ['dist', 'node_modules/some-package', '.tsbuild', 'data', 'coverage']) {
    write(`shell/${folder}/written.js`, 'generated');
  }
  write('server/src/nested/node_modules/linked.js', 'generated');
  expect(stale()).toEqual([]);
});

test('a new BUILD_ID makes the front ends stale, not the server', () => {
  expect(stale({ BUILD_ID: '2026-03-01.1' })).toEqual(['shell', 'member-app', 'admin-app']);
});
