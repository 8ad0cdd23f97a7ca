import { screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router-dom';
import type { Role } from 'shared-api';
import { makeUser, renderRoutes } from 'test-support';
import { readLoginState } from '../login-location-state';
import { RequireRole } from '../components/require-role';

const LoginProbe = () => {
  const { from } = readLoginState(useLocation().state);
  return <p>Login page, back to {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
};

const routes = (anyOf: Role[]): RouteObject[] => [
  {
    path: '/guarded',
    element: <RequireRole anyOf={anyOf} />,
    children: [{ index: true, element: <p>Guarded page</p> }],
  },
  { path: '/login', element: <LoginProbe /> },
  { path: '/account-suspended', element: <p>Suspended page</p> },
  { path: '/awaiting-approval', element: <p>Awaiting page</p> },
  { path: '/unauthorized', element: <p>Unauthorized page</p> },
];

describe('RequireRole (the route guard)', () => {
  it('shows a spinner while the session is loading', () => {
    renderRoutes(routes(['USER']), '/guarded', { sessionLoading: true });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('Guarded page')).not.toBeInTheDocument();
  });

  it('sends a visitor to /login, remembering the requested page', async () => {
    const { router } = renderRoutes(routes(['USER']), '/guarded?tab=2');
    expect(await screen.findByText('Login page, back to /guarded?tab=2')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
  });

  it('sends a suspended user to /account-suspended, whatever else they hold', async () => {
    renderRoutes(routes(['USER']), '/guarded', { user: makeUser(['USER', 'SUSPENDED']) });
    expect(await screen.findByText('Suspended page')).toBeInTheDocument();
  });

  it('sends a REGISTERED user without USER or ADMIN to /awaiting-approval', async () => {
    renderRoutes(routes(['USER']), '/guarded', { user: makeUser(['REGISTERED']) });
    expect(await screen.findByText('Awaiting page')).toBeInTheDocument();
  });

  it('sends a user lacking the role to /unauthorized', async () => {
    renderRoutes(routes(['ADMIN']), '/guarded', { user: makeUser(['REGISTERED', 'USER']) });
    expect(await screen.findByText('Unauthorized page')).toBeInTheDocument();
  });

  it.each([
    [
      ['USER', 'ADMIN'],
      ['REGISTERED', 'USER'],
    ],
    [['USER', 'ADMIN'], ['ADMIN']],
    [['ADMIN'], ['admin']],
  ] as const)('lets a user in when the route needs %j and they hold %j', (anyOf, held) => {
    renderRoutes(routes([...anyOf]), '/guarded', { user: makeUser([...held]) });
    expect(screen.getByText('Guarded page')).toBeInTheDocument();
  });
});
