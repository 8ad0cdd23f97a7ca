import { screen } from '@testing-library/react';
import { LoginPage } from '../components/login-page';
import { renderRoutes } from 'test-support';

// Errors from shared-api always carry a message; this covers one that does not.
jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  useLoginMutation: () => [jest.fn(), { isLoading: false, error: { status: 500 } }],
}));

it("falls back to 'Failed to login. Please check your credentials.'", () => {
  renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Failed to login. Please check your credentials.',
  );
});
