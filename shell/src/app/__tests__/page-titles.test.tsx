import { act, waitFor } from '@testing-library/react';
import { envelope, makeUser, renderRoutes } from 'test-support';
import { loadRemoteRoutes } from '../../remotes/remote-registry';
import { loadLocalRemoteRoutes } from '../../test/local-remotes';
import { appRoutes } from '../router';

jest.mock('../../remotes/remote-registry', () => ({ loadRemoteRoutes: jest.fn() }));
jest.setTimeout(30_000);

beforeEach(() => {
  jest.mocked(loadRemoteRoutes).mockImplementation(loadLocalRemoteRoutes);
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).endsWith('/api/Convention/active')
        ? envelope(404, null, 'No active convention found.')
        : envelope(200, []),
    );
});

afterEach(() => jest.restoreAllMocks());

const titleAt = async (path: string, roles: string[] | null) => {
  const { router, unmount } = await act(async () =>
    renderRoutes(appRoutes, path, { user: roles ? makeUser(roles) : null }),
  );
  await waitFor(() => expect(document.title).not.toBe('18xx Belgium'));
  const title = document.title;
  expect(router.location.pathname).toBe(path);
  unmount();
  return title;
};

describe('every page has a document title of its own', () => {
  it.each([
    ['/', null, 'Home · 18xx Belgium'],
    ['/terms', null, 'General Terms & Conditions · 18xx Belgium'],
    ['/privacy', null, 'Privacy Notice · 18xx Belgium'],
    ['/login', null, 'Login · 18xx Belgium'],
    ['/register-event', null, 'Register for the Convention · 18xx Belgium'],
    ['/no-such-page', null, 'Page Not Found · 18xx Belgium'],
    ['/profile', ['USER'], 'My Profile · 18xx Belgium'],
    ['/admin/featured-games', ['ADMIN'], 'Featured Games · 18xx Belgium'],
    ['/admin/templates/new', ['ADMIN'], 'Email Template · 18xx Belgium'],
  ])('%s', async (path, roles, title) => {
    await expect(titleAt(path, roles)).resolves.toBe(title);
  });

  it('changes with the page, and a page leaving gives the site name back', async () => {
    const { router, unmount } = await act(async () =>
      renderRoutes(appRoutes, '/admin/release-notes', { user: makeUser(['ADMIN']) }),
    );
    await waitFor(() => expect(document.title).toBe('Release Notes · 18xx Belgium'));
    await router.navigate('/admin/featured-games');
    await waitFor(() => expect(document.title).toBe('Featured Games · 18xx Belgium'));
    unmount();
    expect(document.title).toBe('18xx Belgium');
  });
});
