import { act, screen, waitFor } from '@testing-library/react';
import { loadRemoteRoutes } from '../../remotes/remote-registry';
import { loadLocalRemoteRoutes } from '../../test/local-remotes';
import { renderRoutes, envelope } from 'test-support';
import { appRoutes } from '../router';

jest.mock('../../remotes/remote-registry', () => ({ loadRemoteRoutes: jest.fn() }));

beforeEach(() => {
  jest.mocked(loadRemoteRoutes).mockImplementation(loadLocalRemoteRoutes);
  // The page asks for the active convention; the shell's own calls may find nothing.
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).endsWith('/api/Convention/active')
        ? envelope(404, null, 'No active convention found.')
        : envelope(200, []),
    );
});

afterEach(() => jest.restoreAllMocks());

describe('member_app routes marked public', () => {
  it('open /register-event to anonymous visitors, outside the guard', async () => {
    // Awaited act: the remote suspends while it loads.
    const { router } = await act(async () => renderRoutes(appRoutes, '/register-event'));
    expect(
      await screen.findByRole('heading', { name: 'No Upcoming Convention' }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/register-event');
  });

  it('leave every other member page behind the guard', async () => {
    const { router } = await act(async () => renderRoutes(appRoutes, '/my-registrations'));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });
});
