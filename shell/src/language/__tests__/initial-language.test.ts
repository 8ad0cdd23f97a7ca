import { rememberLanguage } from 'shared-ui';
import { initialLanguage } from '../initial-language';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '../language-path';

const browserLanguages = (languages: string[]) =>
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the language a visit starts in', () => {
  it("is the address's language first", () => {
    rememberLanguage('fr');
    browserLanguages(['fr-BE']);
    expect(initialLanguage('/nl/tourist-info')).toBe('nl');
    expect(initialLanguage('/nl')).toBe('nl');
    expect(initialLanguage('/fr/terms')).toBe('fr');
  });

  it('is the one this browser chose before, without a language in the address', () => {
    rememberLanguage('nl');
    browserLanguages(['fr-BE', 'fr']);
    expect(initialLanguage('/tourist-info')).toBe('nl');
  });

  it("is the first of ours among the browser's languages when none was chosen", () => {
    browserLanguages(['de-DE', 'fr-BE', 'nl']);
    expect(initialLanguage('/')).toBe('fr');
  });

  it('is English otherwise', () => {
    browserLanguages(['de-DE', 'es']);
    expect(initialLanguage('/')).toBe('en');
  });
});

describe('a page in another language', () => {
  it('is found under /nl and /fr, English at its own path', () => {
    expect(pathInLanguage('/tourist-info', 'nl')).toBe('/nl/tourist-info');
    expect(pathInLanguage('/nl/tourist-info', 'fr')).toBe('/fr/tourist-info');
    expect(pathInLanguage('/fr/tourist-info', 'en')).toBe('/tourist-info');
    expect(pathInLanguage('/', 'fr')).toBe('/fr');
    expect(pathInLanguage('/nl', 'en')).toBe('/');
  });

  it('names its language by its first segment only', () => {
    expect(languageOfPath('/nl/login')).toBe('nl');
    expect(languageOfPath('/nlx/login')).toBeUndefined();
    expect(languageOfPath('/en/login')).toBeUndefined();
    expect(pathWithoutLanguage('/fr/')).toBe('/');
    expect(pathWithoutLanguage('/register-event')).toBe('/register-event');
  });
});
