import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

jest.spyOn(console, 'error').mockImplementation(() => undefined);

it('shows a friendly card when a remote fails, and really retries', async () => {
  loadRemoteRoutesMock.mockRejectedValueOnce(new Error('remoteEntry.js: 503'));
  await act(async () => renderRoutes(appRoutes, '/dashboard', { user: makeUser(['USER']) }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This part of the site could not be loaded.',
  );
  // Awaited act: the retried remote suspends again while it loads.
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByRole('heading', { name: 'Welcome back, Ann' })).toBeInTheDocument();
  expect(loadRemoteRoutesMock).toHaveBeenCalledTimes(2);
  expect(loadRemoteRoutesMock).toHaveBeenLastCalledWith('member_app');
});

it('keeps the rest of the site working when a remote fails', async () => {
  loadRemoteRoutesMock.mockRejectedValueOnce(new Error('remoteEntry.js: 503'));
  await act(async () => renderRoutes(appRoutes, '/admin/dashboard', { user: makeUser(['ADMIN']) }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('link', { name: '18xx Belgium' }));
  expect(await screen.findByRole('heading', { name: '18xx Belgium' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
