import { act, screen, waitFor } from '@testing-library/react';
import { appRoutes } from '../../app/router';
import { loadLocalRemoteRoutes } from '../../test/local-remotes';
import { renderRoutes, makeUser } from 'test-support';
import { loadRemoteRoutes } from '../remote-registry';

jest.mock('../remote-registry', () => ({ loadRemoteRoutes: jest.fn() }));

const loadRemoteRoutesMock = jest.mocked(loadRemoteRoutes);

beforeEach(() => {
  loadRemoteRoutesMock.mockReset();
  loadRemoteRoutesMock.mockImplementation(loadLocalRemoteRoutes);
});

const requestedRemotes = () => loadRemoteRoutesMock.mock.calls.map(([name]) => name);

describe('the admin remote is only downloaded for an admin on an admin page', () => {
  it('is not downloaded for the home page', async () => {
    renderRoutes(appRoutes, '/');
    expect(await screen.findByRole('heading', { name: '18xx Belgium' })).toBeInTheDocument();
    expect(requestedRemotes()).toEqual([]);
  });

  it('is not downloaded for a visitor opening an admin page', async () => {
    const { router } = renderRoutes(appRoutes, '/admin/dashboard');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(requestedRemotes()).not.toContain('admin_app');
  });

  it('is not downloaded for a member opening an admin page', async () => {
    const { router } = renderRoutes(appRoutes, '/admin/dashboard', { user: makeUser(['USER']) });
    await waitFor(() => expect(router.location.pathname).toBe('/unauthorized'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(requestedRemotes()).toEqual([]);
  });

  it('is downloaded when an admin opens an admin page', async () => {
    await act(async () =>
      renderRoutes(appRoutes, '/admin/dashboard', { user: makeUser(['ADMIN']) }),
    );
    expect(
      await screen.findByRole('heading', { name: 'What Needs Attention' }),
    ).toBeInTheDocument();
    expect(requestedRemotes()).toEqual(['admin_app']);
  });
});
