// nav.json as the remotes' builds write it: the shell's menus read it at run time.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { navJson } = require('../nav-file');

const ROOT = path.resolve(__dirname, '../../..');
const catalogue = (app, language) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, app, 'src/locales', `${language}.json`), 'utf8'));

describe("member-app's nav.json", () => {
  const source = path.join(ROOT, 'member-app/src/nav.ts');
  const { json, files } = navJson(source);
  const { entries } = JSON.parse(json);

  it('gives each entry its label in English, Dutch and French, and English in label', () => {
    const [en, nl, fr] = ['en', 'nl', 'fr'].map((language) => catalogue('member-app', language));
    expect(entries.map((entry) => entry.labels)).toEqual(
      ['page.dashboard', 'page.profile', 'page.inbox', 'page.contact', 'page.myRegistrations'].map(
        (key) => ({ en: en[key], nl: nl[key], fr: fr[key] }),
      ),
    );
    expect(entries[1]).toMatchObject({
      label: 'My Profile',
      labels: { en: 'My Profile', nl: 'Mijn profiel', fr: 'Mon profil' },
      path: '/profile',
    });
    expect(entries.every((entry) => entry.label === entry.labels.en)).toBe(true);
  });

  it('is made of the declaration and the catalogues, which the build watches', () => {
    expect(files.map((file) => path.relative(ROOT, file)).sort()).toEqual([
      'member-app/src/locales/en.json',
      'member-app/src/locales/fr.json',
      'member-app/src/locales/nl.json',
      'member-app/src/nav.ts',
    ]);
  });
});

describe("admin-app's nav.json", () => {
  it('stays English: labels only, as the admin pages', () => {
    const { entries } = JSON.parse(navJson(path.join(ROOT, 'admin-app/src/nav.ts')).json);
    expect(entries[0]).toEqual({
      label: 'What Needs Attention',
      path: '/admin',
      group: 'People',
      order: 10,
      audience: 'admin',
    });
    expect(entries.some((entry) => 'labels' in entry)).toBe(false);
  });
});

describe('navJson', () => {
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nav-file-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const declare = (source, catalogueText) => {
    fs.writeFileSync(path.join(dir, 'en.json'), JSON.stringify(catalogueText));
    fs.writeFileSync(path.join(dir, 'nav.ts'), source);
    return path.join(dir, 'nav.ts');
  };

  it('refuses a label that is an ICU message with an argument', () => {
    const file = declare(
      "import en from './en.json';\n" +
        "export const nav = { entries: [{ label: en['x'], path: '/x', order: 1, audience: 'member' }] };\n",
      { x: 'Hi {name}' },
    );
    expect(() => navJson(file)).toThrow('the menu label "Hi {name}" is not plain text');
  });

  it('refuses an import of a package: the declaration is data', () => {
    const file = declare(
      "import { z } from 'zod';\nexport const nav = { entries: [], schema: z.object({}) };\n",
      {},
    );
    expect(() => navJson(file)).toThrow('a nav declaration holds data only');
  });
});
