import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_SUSPENDED_MESSAGE, apiSlice } from 'shared-api';
import { appRoutes } from '../../../app/router';
import { envelope, renderRoutes, makeUser } from 'test-support';

// The member area stays loading: these tests look only at where the shell sends the user.
jest.mock('../../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.fn(() => new Promise(() => undefined)),
}));
jest.setTimeout(20_000);

const probe = apiSlice.injectEndpoints({
  endpoints: (build) => ({ probeSuspension: build.query<null, void>({ query: () => '/probe' }) }),
});

it('sends a user suspended since signing in to /account-suspended on the next call', async () => {
  const fetchMock = jest.fn().mockImplementation(async () => envelope(200, null));
  window.fetch = fetchMock;
  const { router, store } = renderRoutes(appRoutes, '/', { user: makeUser(['USER']) });
  await screen.findByRole('link', { name: 'Register for our Next Event' });

  // An admin suspends the account: from now on the server refuses every call.
  fetchMock.mockImplementation(async () => envelope(403, null, ACCOUNT_SUSPENDED_MESSAGE));
  await store.dispatch(probe.endpoints.probeSuspension.initiate());
  await waitFor(() => expect(router.location.pathname).toBe('/account-suspended'));
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();

  // The guard keeps the user there until they log out.
  await router.navigate('/admin/dashboard');
  await waitFor(() => expect(router.location.pathname).toBe('/account-suspended'));
});
