// The catalogue check: every package's English, Dutch and French catalogues hold the same keys,
// every key is used by its package's code, every message is valid ICU, and a translation asks for
// the same arguments and tags as the English.
const {
  LANGUAGES,
  cataloguePackages,
  readCatalogue,
  keysUsedIn,
  shapeOf,
} = require('../catalogues');

const packages = cataloguePackages();

test('the packages with visible text have catalogues', () => {
  expect(packages).toEqual(expect.arrayContaining(['member-app', 'server', 'shell']));
});

describe.each(packages)('%s', (pkg) => {
  const english = readCatalogue(pkg, 'en');
  const keys = Object.keys(english);

  it.each(LANGUAGES.filter((l) => l !== 'en'))('has every English key in %s, and no other', (l) => {
    const translated = Object.keys(readCatalogue(pkg, l));
    expect({ missing: keys.filter((k) => !translated.includes(k)) }).toEqual({ missing: [] });
    expect({ extra: translated.filter((k) => !keys.includes(k)) }).toEqual({ extra: [] });
  });

  it('has no key that its code does not use', () => {
    const used = keysUsedIn(pkg, new Set(keys));
    expect({ unused: keys.filter((k) => !used.has(k)) }).toEqual({ unused: [] });
  });

  it.each(LANGUAGES)('has messages that parse as ICU, with no empty one, in %s', (language) => {
    const broken = Object.entries(readCatalogue(pkg, language)).flatMap(([key, message]) => {
      if (typeof message !== 'string' || message.trim() === '') return [`${key}: empty`];
      try {
        shapeOf(message);
        return [];
      } catch (error) {
        return [`${key}: ${error.message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    "asks in %s for the English message's arguments and tags",
    (language) => {
      const translated = readCatalogue(pkg, language);
      const differing = keys.flatMap((key) => {
        if (typeof translated[key] !== 'string') return [];
        const want = shapeOf(english[key]);
        const got = shapeOf(translated[key]);
        return JSON.stringify(want) === JSON.stringify(got) ? [] : [{ key, want, got }];
      });
      expect(differing).toEqual([]);
    },
  );
});
