import { act, screen } from '@testing-library/react';
import { appRoutes } from '../../app/router';
import { renderRoutes, makeUser } from 'test-support';
import { loadRemoteRoutes } from '../remote-registry';
import { SharedVersionError } from '../shared-versions';

// A file of its own: load-remote.tsx keeps each remote's download for the whole module's life.
jest.mock('../remote-registry', () => ({ loadRemoteRoutes: jest.fn() }));

jest.spyOn(console, 'error').mockImplementation(() => undefined);

const loadRemoteRoutesMock = jest.mocked(loadRemoteRoutes);

it('says why when a remote needs a newer site, instead of a bare failure', async () => {
  const message =
    'member-app 0.2.0 needs shared-ui 0.2.0 (this site has 0.1.0). The site must be updated before this part can load.';
  loadRemoteRoutesMock.mockRejectedValueOnce(new SharedVersionError(message));
  await act(async () => renderRoutes(appRoutes, '/dashboard', { user: makeUser(['USER']) }));

  const card = await screen.findByRole('alert');
  expect(card).toHaveTextContent('This part of the site could not be loaded.');
  expect(card).toHaveTextContent(message);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('keeps technical failures off the card', async () => {
  loadRemoteRoutesMock.mockRejectedValueOnce(new Error('remoteEntry.js: 503'));
  await act(async () => renderRoutes(appRoutes, '/admin/dashboard', { user: makeUser(['ADMIN']) }));
  expect(await screen.findByRole('alert')).not.toHaveTextContent('503');
});
