import { act, screen, waitFor } from '@testing-library/react';
import { showLanguage } from 'shared-ui';
import { appRoutes } from '../../app/router';
import { envelope, renderRoutes } from 'test-support';
import { FIRST_SCREEN_DATA, preloadFirstScreenData } from '../preload-first-screen-data';

jest.mock('../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.requireActual('../../test/local-remotes').loadLocalRemoteRoutes,
}));

const preloadLinks = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: `${new URL(link.href).pathname}${new URL(link.href).search}`,
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

const preloadAt = (path: string) => {
  window.history.pushState(null, '', path);
  preloadFirstScreenData();
  return preloadLinks(document);
};

afterEach(() => {
  jest.restoreAllMocks();
  // Only the links: emotion keeps its style elements in the head too.
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('preloadFirstScreenData', () => {
  it("asks for the home page's answers as CORS fetches the page can take over", () => {
    expect(preloadAt('/')).toEqual([
      { href: '/api/Notification/public?language=en', as: 'fetch', crossOrigin: 'anonymous' },
      { href: '/api/Convention/active', as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it.each(['nl', 'fr'])("asks for /%s's announcements in that language", (language) => {
    expect(preloadAt(`/${language}`).map((link) => link.href)).toEqual([
      `/api/Notification/public?language=${language}`,
      '/api/Convention/active',
    ]);
  });

  it('asks for nothing on a page that waits for no answer', () => {
    expect(preloadAt('/login')).toEqual([]);
  });

  // A preloaded URL the page never asks for is a download for nothing, and a page asking for
  // another one waits as before: the list must be exactly what the pages ask for.
  it.each([
    ['/', 'en', 'Register for our Next Event'],
    ['/register-event', 'en', 'No Upcoming Convention'],
    ['/nl', 'nl', 'Schrijf je in voor ons volgende evenement'],
    ['/register-event', 'fr', 'Aucune convention à venir'],
  ] as const)(
    'names exactly the anonymous calls %s makes before it shows',
    async (path, language, shown) => {
      const fetchMock = jest
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async (input) =>
          String(input).endsWith('/api/Convention/active')
            ? envelope(404, null, 'No active convention found.')
            : envelope(200, []),
        );
      await act(() => showLanguage(language));
      try {
        await act(async () => renderRoutes(appRoutes, path));
        await waitFor(() => expect(screen.getAllByText(shown).length).toBeGreaterThan(0));
        const calls = fetchMock.mock.calls.map(([input]) => {
          const url = new URL(String(input), 'http://x');
          return `${url.pathname}${url.search}`;
        });
        // A failed answer is asked for again by a part mounted later: the set is what counts.
        expect([...new Set(calls)].toSorted()).toEqual(
          [...(FIRST_SCREEN_DATA[path] ?? [])].toSorted(),
        );
      } finally {
        await act(() => showLanguage('en'));
      }
    },
  );
});
