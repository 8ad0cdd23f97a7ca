import { acceptedLanguages, isLanguage, languageOfHeader, preferredLanguage } from '../languages';

describe('languages', () => {
  it('orders an Accept-Language header by weight, then by place', () => {
    expect(acceptedLanguages('de;q=0.5, fr-BE, nl;q=0.9, en;q=0.9, *;q=0.1')).toEqual([
      'fr-BE',
      'nl',
      'en',
      'de',
    ]);
    expect(acceptedLanguages('en;q=0, nl')).toEqual(['nl']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("picks the reader's first language of ours", () => {
    expect(preferredLanguage(['de-DE', 'nl-BE', 'fr'])).toBe('nl');
    expect(preferredLanguage(['FR-ch'])).toBe('fr');
    expect(preferredLanguage(['de', 'es'])).toBeUndefined();
    expect(languageOfHeader('fr-BE,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageOfHeader('de-DE')).toBe('en');
    expect(languageOfHeader('')).toBe('en');
  });

  it('knows its three languages and nothing else', () => {
    expect(['en', 'nl', 'fr'].every(isLanguage)).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
