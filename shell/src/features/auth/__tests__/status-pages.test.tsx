import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCurrentUser } from 'shared-api';
import { appRoutes } from '../../../app/router';
import { renderRoutes, makeUser } from 'test-support';

// The member area stays loading: these tests look only at where the shell sends the user.
jest.mock('../../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.fn(() => new Promise(() => undefined)),
}));

it('/unauthorized says the area may be admin-only and leads home', async () => {
  const { router } = renderRoutes(appRoutes, '/unauthorized', { user: makeUser(['USER']) });
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText(/restricted to administrators/)).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Return to Home' }));
  await waitFor(() => expect(router.location.pathname).toBe('/'));
});

it.each([
  ['/account-suspended', 'Access Denied', ['SUSPENDED']],
  ['/awaiting-approval', 'Account Pending', ['REGISTERED']],
])('%s is titled %s and logs out to the home page', async (path, title, roles) => {
  const { router, store } = renderRoutes(appRoutes, path, { user: makeUser(roles) });
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  const main = within(screen.getByRole('main'));
  await userEvent.setup().click(main.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(router.location.pathname).toBe('/'));
  expect(selectCurrentUser(store.getState())).toBeNull();
});

it('/awaiting-approval welcomes the user and says what is next', async () => {
  renderRoutes(appRoutes, '/awaiting-approval', {
    user: makeUser(['REGISTERED'], { isEmailValidated: false }),
  });
  expect(await screen.findByText(/Welcome, Ann!/)).toBeInTheDocument();
  expect(screen.getByText(/validate your email address/)).toBeInTheDocument();
});

it("/account-suspended says the site's word: organisers", async () => {
  renderRoutes(appRoutes, '/account-suspended', { user: makeUser(['SUSPENDED']) });
  expect(await screen.findByText(/Please contact the organisers/)).toBeInTheDocument();
  expect(screen.queryByText(/organizers/)).not.toBeInTheDocument();
});
