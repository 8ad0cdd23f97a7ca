import { act, render, screen } from '@testing-library/react';
import {
  LanguageProvider,
  registerCatalogue,
  rememberLanguage,
  RichText,
  showLanguage,
  startingLanguage,
  useLanguage,
  useTranslate,
} from '..';

registerCatalogue({
  en: {
    'test.greeting': 'Hello {name}',
    'test.seats': '{count, plural, one {# seat} other {# seats}}',
    'test.terms': 'Read the <0>terms</0>',
  },
  nl: async () => ({
    default: {
      'test.greeting': 'Hallo {name}',
      'test.seats': '{count, plural, one {# plaats} other {# plaatsen}}',
      'test.terms': 'Lees de <0>voorwaarden</0>',
    },
  }),
  fr: async () => ({
    'test.greeting': 'Bonjour {name}',
    'test.seats': '{count, plural, one {# place} other {# places}}',
    'test.terms': 'Lisez les <0>conditions</0>',
  }),
});

type TestMessage = 'test.greeting' | 'test.seats' | 'test.terms';

const Sample = () => {
  const t = useTranslate<TestMessage>();
  const { euro } = useLanguage();
  return (
    <>
      <p>{t('test.greeting', { name: 'Ann' })}</p>
      <p>{t('test.seats', { count: 2 })}</p>
      <p>{euro(1500)}</p>
      <RichText<TestMessage> id="test.terms" components={{ 0: <a href="/terms" /> }} />
    </>
  );
};

afterEach(async () => {
  localStorage.clear();
  await act(() => showLanguage('en'));
});

describe('the site in three languages', () => {
  it('draws every part again when the language changes, with its plurals and amounts', async () => {
    render(
      <LanguageProvider>
        <Sample />
      </LanguageProvider>,
    );
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(screen.getByText('2 seats')).toBeInTheDocument();
    expect(screen.getByText('€1500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');

    await act(() => showLanguage('nl'));
    expect(screen.getByText('Hallo Ann')).toBeInTheDocument();
    expect(screen.getByText('2 plaatsen')).toBeInTheDocument();
    expect(screen.getByText('€ 1.500,00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'voorwaarden' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nl');

    await act(() => showLanguage('fr'));
    expect(screen.getByText('Bonjour Ann')).toBeInTheDocument();
    expect(screen.getByText(/^1\s500,00\s€$/)).toBeInTheDocument();
  });

  it('writes the pseudo-language from the English: accented, longer, between brackets', async () => {
    render(
      <LanguageProvider>
        <Sample />
      </LanguageProvider>,
    );
    await act(() => showLanguage('pseudo'));
    const greeting = screen.getByText(/^⟦Ĥéĺĺó Ann·+⟧$/);
    expect(greeting.textContent!.length).toBeGreaterThan('Hello Ann'.length * 1.3);
    expect(screen.getByRole('link', { name: 'ţéŕɱš' })).toBeInTheDocument();
  });

  it('starts in the remembered language, else the browser’s first of ours, else English', () => {
    const languages = jest.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['de-DE', 'fr-BE', 'nl']);
    expect(startingLanguage()).toBe('fr');
    rememberLanguage('nl');
    expect(startingLanguage()).toBe('nl');
    localStorage.clear();
    languages.mockReturnValue(['de-DE']);
    expect(startingLanguage()).toBe('en');
    languages.mockRestore();
  });
});
