import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-ui';
import { makeUser, renderWithProviders, stubApi, inTimeZone } from 'test-support';
import { RegisterEventPage } from '../components/register-event-page';
import { convention } from './convention-fixture';
import { pickerAnswers } from './picker-fixtures';

// A browser in Brussels: the club's times alone, without the reader's own beside them.
inTimeZone('Europe/Brussels');

jest.setTimeout(60_000);

let restore = () => undefined as void;
afterEach(async () => {
  restore();
  await act(() => showLanguage('en'));
});

const open = (signedIn: boolean) => {
  const api = stubApi({
    'GET /api/Convention/active': { data: convention },
    'GET /api/Registration/status': { data: { isRegistered: false } },
    ...pickerAnswers(),
  });
  restore = api.restore;
  renderWithProviders(<RegisterEventPage />, {
    user: signedIn ? makeUser(['USER']) : null,
    route: '/register-event',
  });
};

describe.each([
  {
    language: 'nl' as const,
    signedOut: 'Meld je aan of maak een account om in te schrijven',
    login: 'Aanmelden',
    signUp: 'Account maken',
    heading: 'Inschrijven voor Spring Convention 2031',
    form: 'Inschrijvingsformulier',
    sections: ['Persoonlijke gegevens', 'Info over de convention', 'Voorwaarden'],
    session: 'Friday Evening (30/05/2031, 19:00)',
    note: 'Alle uren zijn in Brusselse tijd (CET/CEST).',
    terms: 'Ik aanvaard de algemene voorwaarden',
    submit: 'Inschrijven',
    price: 'Prijs',
    fee: /^Inschrijvingsgeld voorjaarsconventie: /,
    missing: ['Kies minstens één sessie.', 'Kies je ervaringsniveau.'],
  },
  {
    language: 'fr' as const,
    signedOut: 'Connectez-vous ou créez un compte pour vous inscrire',
    login: 'Se connecter',
    signUp: 'Créer un compte',
    heading: "S'inscrire à Spring Convention 2031",
    form: "Formulaire d'inscription",
    sections: ['Informations personnelles', 'Informations sur la convention', 'Conditions'],
    session: 'Friday Evening (30/05/2031 19:00)',
    note: "Les heures sont données à l'heure de Bruxelles (CET/CEST).",
    terms: "J'accepte les conditions générales",
    submit: "S'inscrire",
    price: 'Prix',
    fee: /^Frais d’inscription à la convention de printemps : /,
    missing: [
      'Vous devez choisir au moins une séance.',
      'Veuillez choisir votre niveau d’expérience.',
    ],
  },
])('RegisterEventPage in $language', (words) => {
  beforeEach(async () => {
    await act(() => showLanguage(words.language));
  });

  it('asks a visitor to sign in or sign up', async () => {
    open(false);
    expect(
      await screen.findByRole('heading', { level: 1, name: words.signedOut }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.login })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: words.signUp })).toHaveAttribute('href', '/register');
  });

  it('shows the form: its heading, the days, the sections, the sessions and the terms', async () => {
    open(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: words.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(/30\/05\/2031\s*–\s*02\/06\/2031/)).toBeInTheDocument();
    const form = within(await screen.findByRole('form', { name: words.form }));
    for (const name of words.sections) {
      expect(form.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(form.getByRole('checkbox', { name: words.session })).toBeInTheDocument();
    expect(form.getByText(words.note)).toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: words.terms })).toBeInTheDocument();
    expect(form.getByRole('button', { name: words.submit })).toBeInTheDocument();
  });

  it('says what is missing in the language, under the sessions and the levels too', async () => {
    open(true);
    const form = within(await screen.findByRole('form', { name: words.form }));
    await userEvent.click(form.getByRole('button', { name: words.submit }));
    for (const message of words.missing) expect(await form.findByText(message)).toBeInTheDocument();
  });

  it("describes the price's lines as the invoice will, in the language", async () => {
    open(true);
    const price = within(await screen.findByRole('region', { name: words.price }));
    expect(await price.findByText(words.fee)).toBeInTheDocument();
  });
});
