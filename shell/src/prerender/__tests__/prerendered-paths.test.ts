import { languageAlternates, PRERENDERED, prerenderedFile } from '../prerendered-paths';

describe('the prerendered pages', () => {
  it('are built in every language, Dutch and French under /nl and /fr', () => {
    const terms = PRERENDERED.filter(({ page }) => page === '/terms').map(({ path }) => path);
    expect(terms).toEqual(['/terms', '/nl/terms', '/fr/terms']);
    const home = PRERENDERED.filter(({ page }) => page === '/').map(({ path }) => path);
    expect(home).toEqual(['/', '/nl', '/fr']);
  });

  it('are written where nginx and the server look for them', () => {
    expect(prerenderedFile('/')).toBe('prerendered/index.html');
    expect(prerenderedFile('/nl')).toBe('prerendered/nl.html');
    expect(prerenderedFile('/fr/tourist-info')).toBe('prerendered/fr/tourist-info.html');
  });

  it('name each other as alternates, English for any other reader', () => {
    expect(languageAlternates('/tourist-info', 'https://18xx.example')).toEqual([
      { hreflang: 'en', href: 'https://18xx.example/tourist-info' },
      { hreflang: 'nl', href: 'https://18xx.example/nl/tourist-info' },
      { hreflang: 'fr', href: 'https://18xx.example/fr/tourist-info' },
      { hreflang: 'x-default', href: 'https://18xx.example/tourist-info' },
    ]);
  });
});
