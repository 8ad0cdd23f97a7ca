import { act, screen, within } from '@testing-library/react';
import { showLanguage } from 'shared-ui';
import { renderRoutes, setViewportWidth } from 'test-support';
import { appRoutes } from '../router';
import { homeFetch } from '../../features/home/__tests__/home-api';

jest.mock('../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.requireActual('../../test/local-remotes').loadLocalRemoteRoutes,
}));

beforeEach(() => {
  setViewportWidth(1280);
  window.fetch = homeFetch({});
});

afterEach(async () => {
  await act(() => showLanguage('en'));
  jest.restoreAllMocks();
});

describe('the home page', () => {
  it('speaks Dutch, with the fees as Belgians write them', async () => {
    await act(() => showLanguage('nl'));
    renderRoutes(appRoutes, '/');
    expect(
      await screen.findByRole('link', { name: 'Schrijf je in voor ons volgende evenement' }),
    ).toHaveAttribute('href', '/register-event');
    expect(await screen.findByRole('heading', { name: 'Onze conventies' })).toBeVisible();
    expect(
      screen.getByText('€ 75 voor de vier dagen, de barbecue op zaterdag inbegrepen.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meer weten over Winterconventie' })).toHaveAttribute(
      'href',
      '/winter-convention',
    );
    expect(document.title).toBe('Home · 18xx Belgium');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('speaks French', async () => {
    await act(() => showLanguage('fr'));
    renderRoutes(appRoutes, '/');
    expect(
      await screen.findByRole('link', { name: 'Inscrivez-vous à notre prochain événement' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Pourquoi venir jouer' })).toBeVisible();
    expect(screen.getByText('30 € pour les trois jours.')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    expect(document.title).toBe('Accueil · 18xx Belgium');
  });
});

describe('the login page', () => {
  it('speaks Dutch', async () => {
    await act(() => showLanguage('nl'));
    renderRoutes(appRoutes, '/nl/login');
    expect(await screen.findByRole('heading', { name: 'Aanmelden voor leden' })).toBeVisible();
    expect(screen.getByLabelText(/^Wachtwoord/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maak er een' })).toHaveAttribute(
      'href',
      '/nl/register',
    );
    expect(document.title).toBe('Aanmelden · 18xx Belgium');
  });

  it('speaks French', async () => {
    await act(() => showLanguage('fr'));
    renderRoutes(appRoutes, '/fr/login');
    expect(await screen.findByRole('heading', { name: 'Connexion des membres' })).toBeVisible();
    expect(screen.getByLabelText(/^Mot de passe/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/fr/password-reset',
    );
  });
});

describe('an information page', () => {
  it('has its long texts in French', async () => {
    await act(() => showLanguage('fr'));
    renderRoutes(appRoutes, '/fr/terms');
    expect(
      await screen.findByRole('heading', { name: 'Conditions générales', level: 1 }),
    ).toBeVisible();
    expect(
      screen.getByText(/^Le prix de la convention est de 75 € pour la Convention de printemps/),
    ).toBeVisible();
  });
});

describe('a page whose address names its language', () => {
  it("links to the shell's other pages in that language, to the member pages as they are", async () => {
    await act(() => showLanguage('nl'));
    renderRoutes(appRoutes, '/nl/tourist-info');
    const nav = within(await screen.findByRole('navigation', { name: 'Hoofdmenu' }));
    expect(nav.getByRole('link', { name: 'Lenteconventie' })).toHaveAttribute(
      'href',
      '/nl/pentecost-convention',
    );
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/nl');
    expect(nav.getByRole('link', { name: 'Aanmelden' })).toHaveAttribute('href', '/nl/login');
    expect(nav.getByRole('link', { name: 'Inschrijven' })).toHaveAttribute(
      'href',
      '/register-event',
    );
    expect(screen.getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute(
      'href',
      '/nl/privacy',
    );
  });
});
