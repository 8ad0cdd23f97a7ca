import { act, screen } from '@testing-library/react';
import { appRoutes } from '../../app/router';
import { renderRoutes, makeUser } from 'test-support';
import { loadRemoteRoutes } from '../remote-registry';

jest.mock('../remote-registry', () => ({ loadRemoteRoutes: jest.fn() }));

jest.spyOn(console, 'error').mockImplementation(() => undefined);

const BrokenPage = () => {
  throw new Error('a bug in a remote page');
};

it('contains a remote page that fails to render, and lets the user move on', async () => {
  jest.mocked(loadRemoteRoutes).mockResolvedValue([
    { path: 'broken', element: <BrokenPage /> },
    { path: 'fine', element: <h1>Fine page</h1> },
  ]);
  const { router } = await act(async () =>
    renderRoutes(appRoutes, '/broken', { user: makeUser(['USER']) }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This part of the site could not be loaded.',
  );

  await router.navigate('/fine');
  expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
