import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-ui';
import { makeUser, renderWithProviders, stubApi } from 'test-support';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { ProfilePage } from '../components/profile-page';

jest.setTimeout(30_000);
const maxYear = new Date().getFullYear() - 10;

const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(async () => {
  await act(() => showLanguage('en'));
});

describe.each([
  {
    language: 'nl' as const,
    heading: 'Mijn profiel',
    rows: { Naam: 'Ann Peeters', 'E-mail': 'ann@example.com', Nationaliteit: 'Belgian' },
    sections: [
      'Persoonlijke gegevens',
      'E-mailadres',
      'Wachtwoord wijzigen',
      'Agendafeed',
      'E-mailinstellingen',
      'Mijn gegevens',
    ],
    buttons: [
      'Profiel opslaan',
      'Code versturen',
      'Adres voor agendafeed aanvragen',
      'Overal afmelden',
      'Mijn gegevens downloaden',
      'Mijn account verwijderen',
    ],
    current: 'Je meldt je aan met ann@example.com, en daar sturen we onze mails naartoe.',
    privacy: 'privacyverklaring',
    yearField: /^Geboortejaar/,
    yearRefused: `Het jaar moet tussen 1900 en ${maxYear} liggen.`,
  },
  {
    language: 'fr' as const,
    heading: 'Mon profil',
    rows: { Nom: 'Ann Peeters', 'E-mail': 'ann@example.com', Nationalité: 'Belgian' },
    sections: [
      'Données personnelles',
      'Adresse e-mail',
      'Modifier le mot de passe',
      'Flux de calendrier',
      'Paramètres des e-mails',
      'Mes données',
    ],
    buttons: [
      'Enregistrer le profil',
      'Envoyer le code',
      'Obtenir une adresse de flux de calendrier',
      'Se déconnecter partout',
      'Télécharger mes données',
      'Supprimer mon compte',
    ],
    current: 'Vous vous connectez avec ann@example.com, et nos e-mails y sont envoyés.',
    privacy: 'politique de confidentialité',
    yearField: /^Année de naissance/,
    yearRefused: `L’année doit être comprise entre 1900 et ${maxYear}.`,
  },
])('ProfilePage in $language', (words) => {
  beforeEach(async () => {
    await act(() => showLanguage(words.language));
  });

  it('names its details, sections and actions in the language', () => {
    renderWithProviders(<ProfilePage />, { user: makeUser(['USER']) });
    expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    for (const [label, value] of Object.entries(words.rows)) expect(valueOf(label)).toBe(value);
    for (const name of words.sections) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    for (const name of words.buttons) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(
      screen.getByText('ann@example.com', { selector: 'strong' }).parentElement,
    ).toHaveTextContent(words.current);
    expect(screen.getByRole('link', { name: words.privacy })).toHaveAttribute('href', '/privacy');
  });

  it('refuses a year out of range in the language, with the years the rule allows', async () => {
    const api = stubApi({});
    try {
      const user = makeUser(['USER']);
      renderWithProviders(<ProfileDetailsForm user={user} />, { user });
      const events = userEvent.setup();
      const year = screen.getByRole('textbox', { name: words.yearField });
      await events.clear(year);
      await events.type(year, '1850');
      await events.click(screen.getByRole('button', { name: words.buttons[0] }));
      expect(await screen.findByText(words.yearRefused)).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    } finally {
      api.restore();
    }
  });
});
