// The allowed arrows of boundaries.js as Markdown, for docs/architecture.md: write-doc.mjs puts them
// between the markers, and a test fails when the page's copy differs from the table (compared
// without the padding that prettier adds to the table cells).
const {
  WORKSPACES,
  CONTAINERS,
  TEST_FILES,
  RELATIVE_EXCEPTIONS,
  APP_ZONES,
  SERVER_LAYERS,
  SERVER_CONTEXTS,
} = require('./boundaries');

const BEGIN = '<!-- architecture table: written by node scripts/architecture/write-doc.mjs -->';
const END = '<!-- end of architecture table -->';

const code = (items) => (items.length > 0 ? items.map((item) => `\`${item}\``).join(', ') : '–');
const cell = (text) => text.replace(/\|/g, '\\|');

const tables = () =>
  [
    '**Workspaces.** A workspace imports only the entries of its row (`x/*`: any entry of `x`); test',
    `files (${code(TEST_FILES)}) may also import the test entries. Everything else is denied, and a`,
    'relative path into another workspace always is.',
    '',
    '| Workspace | May import | Test files may also import | Why |',
    '| --- | --- | --- | --- |',
    ...Object.entries(WORKSPACES).map(
      ([name, row]) =>
        `| ${name} | ${code(row.imports)} | ${code(row.testImports)} | ${cell(row.why)} |`,
    ),
    '',
    `Federation containers: ${Object.entries(CONTAINERS)
      .map(([container, workspace]) => `\`${container}\` is ${workspace}`)
      .join(', ')}.`,
    ...RELATIVE_EXCEPTIONS.map(
      ({ from, to, why }) =>
        `Tolerated: \`${from}\` reaches \`${to}\` by a relative path (${why}).`,
    ),
    '',
    "**A front-end app's zones.** The app zone composes the features; a feature",
    '(`src/features/<name>/`) uses its own folder and the shared zone (the rest of `src/`); the shared',
    'zone uses neither. No feature imports another, by any path. Tests may import the app zone.',
    '',
    '| App | App zone |',
    '| --- | --- |',
    ...Object.entries(APP_ZONES).map(([app, zones]) => `| ${app} | ${code(zones.app)} |`),
    '',
    "**The server's layers.**",
    '',
    '| Layer | Files | Never import | Why |',
    '| --- | --- | --- | --- |',
    ...SERVER_LAYERS.map(
      ({ layer, files, never, why }) =>
        `| ${layer} | \`${cell(files)}\` | ${code(never)} | ${cell(why)} |`,
    ),
    '',
    "**The server's contexts** (`server/src/contexts/<name>/`), each reached through its `index.ts`:",
    '',
    '| Context | May import | Why |',
    '| --- | --- | --- |',
    ...Object.entries(SERVER_CONTEXTS).map(
      ([name, row]) => `| ${name} | ${code(row.imports)} | ${cell(row.why)} |`,
    ),
  ].join('\n');

/** `page` with the tables between its markers replaced by the current ones. */
const withTables = (page) => {
  const start = page.indexOf(BEGIN);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`The page lacks the markers ${BEGIN} ... ${END}.`);
  return `${page.slice(0, start + BEGIN.length)}\n\n${tables()}\n\n${page.slice(end)}`;
};

/** `page` without the runs of spaces and dashes that align a Markdown table's columns. */
const unpadded = (page) => page.replace(/ {2,}/g, ' ').replace(/-{3,}/g, '---');

module.exports = { withTables, unpadded };
