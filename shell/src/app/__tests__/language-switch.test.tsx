import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { showLanguage } from 'shared-ui';
import { envelope, makeUser, renderRoutes, setViewportWidth } from 'test-support';
import { appRoutes } from '../router';
import { homeFetch } from '../../features/home/__tests__/home-api';

jest.mock('../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.requireActual('../../test/local-remotes').loadLocalRemoteRoutes,
}));

const header = () => within(screen.getByRole('banner'));

/** The home page's and the account's calls; GET /api/User/me answers `accountLanguage`. */
const memberFetch = (accountLanguage: string) => {
  const home = homeFetch({});
  return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/User/me')) {
      return init?.method === 'PUT'
        ? envelope(200, { email: 'a@b.be', firstName: 'Ann', lastName: 'Peeters' })
        : envelope(200, { email: 'a@b.be', firstName: 'Ann', language: accountLanguage });
    }
    return home(input);
  });
};

beforeEach(() => {
  setViewportWidth(1280);
  localStorage.clear();
  window.fetch = homeFetch({});
});

afterEach(async () => {
  await act(() => showLanguage('en'));
  jest.restoreAllMocks();
});

describe('the language switch', () => {
  it('offers each language under its own name, in that language', async () => {
    renderRoutes(appRoutes, '/');
    const select = await header().findByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Nederlands', 'nl'],
      ['Français', 'fr'],
    ]);
    expect(select).toHaveValue('en');
  });

  it('shows the page in the language chosen, at its address in that language, and remembers it', async () => {
    const { router } = renderRoutes(appRoutes, '/');
    fireEvent.change(await header().findByRole('combobox', { name: 'Language' }), {
      target: { value: 'nl' },
    });
    expect(await screen.findByRole('heading', { name: 'Onze conventies' })).toBeVisible();
    expect(header().getByRole('combobox', { name: 'Taal' })).toHaveValue('nl');
    expect(router.location.pathname).toBe('/nl');
    expect(localStorage.getItem('language')).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('opens a page with a language in its address in the language chosen', async () => {
    await act(() => showLanguage('nl'));
    const { router } = renderRoutes(appRoutes, '/nl/tourist-info');
    expect(
      await screen.findByRole('heading', { name: 'Toeristische info', level: 1 }),
    ).toBeVisible();
    fireEvent.change(header().getByRole('combobox', { name: 'Taal' }), {
      target: { value: 'fr' },
    });
    expect(
      await screen.findByRole('heading', { name: 'Infos touristiques', level: 1 }),
    ).toBeVisible();
    expect(router.location.pathname).toBe('/fr/tourist-info');
    fireEvent.change(header().getByRole('combobox', { name: 'Langue' }), {
      target: { value: 'en' },
    });
    expect(await screen.findByRole('heading', { name: 'Tourist Info', level: 1 })).toBeVisible();
    expect(router.location.pathname).toBe('/tourist-info');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it("stores a member's choice on their account", async () => {
    const fetchMock = memberFetch('en');
    window.fetch = fetchMock;
    renderRoutes(appRoutes, '/', { user: makeUser(['USER']) });
    fireEvent.change(await header().findByRole('combobox', { name: 'Language' }), {
      target: { value: 'fr' },
    });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('/api/User/me'),
        expect.objectContaining({ method: 'PUT', body: JSON.stringify({ language: 'fr' }) }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Nos conventions' })).toBeVisible();
  });
});

describe("a member's language", () => {
  it('is the one of their account once they are signed in, and this browser remembers it', async () => {
    window.fetch = memberFetch('nl');
    renderRoutes(appRoutes, '/', { user: makeUser(['USER']) });
    expect(await screen.findByRole('heading', { name: 'Onze conventies' })).toBeVisible();
    expect(localStorage.getItem('language')).toBe('nl');
  });
});
