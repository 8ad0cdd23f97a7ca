import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCurrentUser, selectToken } from 'shared-api';
import { RootLayout } from '../../../app/root-layout';
import { renderRoutes, makeUser, setViewportWidth } from 'test-support';

const renderLayout = (options: Parameters<typeof renderRoutes>[2] = {}) =>
  renderRoutes(
    [{ element: <RootLayout />, children: [{ path: '*', element: <p>Page</p> }] }],
    '/some-page',
    options,
  );

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

const openMenu = async (name: string) => {
  await userEvent.setup().click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
};

const MAIN_LINKS = [
  ['Home', '/'],
  ['Spring Convention', '/pentecost-convention'],
  ['Winter Convention', '/winter-convention'],
  ['Register for Event', '/register-event'],
  ['Tourist Info', '/tourist-info'],
];

describe('Navbar on a wide screen', () => {
  beforeEach(() => setViewportWidth(1280));

  it('gives landmarks and the public links, with Register for Event highlighted', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} 18xx Belgium`,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    for (const [name, to] of MAIN_LINKS) {
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', to);
    }
    expect(nav.getByRole('link', { name: 'Register for Event' })).toHaveClass(
      'MuiButton-contained',
    );
  });

  it('offers Login and Sign Up to a visitor', () => {
    renderLayout();
    expect(hrefOf('Login')).toBe('/login');
    expect(hrefOf('Sign Up')).toBe('/register');
    expect(screen.queryByRole('button', { name: /^Hi,/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it("gives a member the 'Hi, {first name}' menu and no Admin menu", async () => {
    renderLayout({ user: makeUser(['USER']) });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    const menu = within(await openMenu('Hi, Ann'));
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Dashboard',
      'My Profile',
      'My Inbox',
      'Contact Us',
      'My Event Registrations',
      'Logout',
    ]);
    expect(menu.getByRole('menuitem', { name: 'My Event Registrations' })).toHaveAttribute(
      'href',
      '/my-registrations',
    );
  });

  it('gives an admin the Admin menu with every admin page', async () => {
    renderLayout({ user: makeUser(['ADMIN']) });
    const menu = within(await openMenu('Admin'));
    const links = menu
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(links).toEqual([
      ['Admin Inbox', '/admin/inbox'],
      ['User Management', '/admin/user-management'],
      ['Convention Management', '/admin/convention-management'],
      ['Convention Registrations', '/admin/registrations'],
      ['Featured Games', '/admin/featured-games'],
      ['Games', '/admin/games'],
      ['Table Planner', '/admin/table-planner'],
      ['Notifications', '/admin/notifications'],
      ['Email Templates', '/admin/templates'],
      ['Invoice Settings', '/admin/invoice-settings'],
      ['Payments', '/admin/payments'],
      ['System Logs', '/admin/logs'],
      ['Release Notes', '/admin/release-notes'],
    ]);
  });

  it('logs out to the home page, asking the server to revoke the token', async () => {
    const { store, router } = renderLayout({ user: makeUser(['USER']) });
    const token = selectToken(store.getState());
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const menu = within(await openMenu('Hi, Ann'));
    await userEvent.setup().click(menu.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    const logoutCall = fetchSpy.mock.calls.find(([url]) => url === '/api/Auth/logout');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    fetchSpy.mockRestore();
  });

  it('opens a menu from the keyboard', async () => {
    renderLayout({ user: makeUser(['USER']) });
    const user = userEvent.setup();
    act(() => screen.getByRole('button', { name: 'Hi, Ann' }).focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});

describe('Navbar on a narrow screen', () => {
  beforeEach(() => setViewportWidth(390));

  it('moves the links into a drawer that closes on navigation', async () => {
    const { router } = renderLayout({ user: makeUser(['ADMIN']) });
    expect(screen.queryByRole('link', { name: 'Tourist Info' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(drawer.getByText('Hi, Ann')).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'System Logs' })).toHaveAttribute(
      'href',
      '/admin/logs',
    );
    await user.click(drawer.getByRole('link', { name: 'Tourist Info' }));
    await waitFor(() => expect(router.location.pathname).toBe('/tourist-info'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument(),
    );
  });

  it('offers Login and Sign Up in the drawer to a visitor', async () => {
    renderLayout();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(drawer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(drawer.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(drawer.queryByText('Admin')).not.toBeInTheDocument();
  });
});
