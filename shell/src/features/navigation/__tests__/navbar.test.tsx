import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCurrentUser, selectToken } from 'shared-api';
import { showLanguage } from 'shared-ui';
import { RootLayout } from '../../../app/root-layout';
import { readLocalRemoteNav } from '../../../test/local-remotes';
import { readRemoteNav } from '../remote-nav/read-remote-nav';
import { renderRoutes, makeUser, setViewportWidth } from 'test-support';

// The menus list the entries the remotes' sources declare, as their builds publish them.
jest.mock('../remote-nav/read-remote-nav', () => ({
  readRemoteNav: jest.fn(),
  forgetRemoteNav: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(readRemoteNav).mockReset().mockImplementation(readLocalRemoteNav);
});

const remotesRead = () => jest.mocked(readRemoteNav).mock.calls.map(([remote]) => remote);

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

  it('offers Login and Sign Up to a visitor, and reads no remote menu', () => {
    renderLayout();
    expect(hrefOf('Login')).toBe('/login');
    expect(hrefOf('Sign Up')).toBe('/register');
    expect(screen.queryByRole('button', { name: /^Hi,/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    expect(remotesRead()).toEqual([]);
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
    expect(menu.getByRole('menuitem', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(remotesRead()).not.toContain('admin_app');
  });

  it("lists the account menu in the language shown, as member-app's catalogue words it", async () => {
    await act(() => showLanguage('nl'));
    try {
      renderLayout({ user: makeUser(['USER']) });
      const menu = within(await openMenu('Hallo, Ann'));
      expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Dashboard',
        'Mijn profiel',
        'Mijn inbox',
        'Contacteer ons',
        'Mijn inschrijvingen',
        'Afmelden',
      ]);
      expect(menu.getByRole('menuitem', { name: 'Mijn profiel' })).toHaveAttribute(
        'href',
        '/profile',
      );
    } finally {
      await act(() => showLanguage('en'));
    }
  });

  it('keeps the Admin menu in English in French, as the admin pages', async () => {
    await act(() => showLanguage('fr'));
    try {
      renderLayout({ user: makeUser(['ADMIN']) });
      const menu = within(await openMenu('Administration'));
      expect(menu.getByRole('menuitem', { name: 'User Management' })).toBeInTheDocument();
    } finally {
      await act(() => showLanguage('en'));
    }
  });

  it('sends a member awaiting approval to the public contact page', async () => {
    renderLayout({ user: makeUser([]) });
    const menu = within(await openMenu('Hi, Ann'));
    expect(menu.getByRole('menuitem', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('offers Retry in the menu when the entries cannot be read, then lists them', async () => {
    const unreadable = Promise.resolve(null);
    jest.mocked(readRemoteNav).mockImplementation(() => unreadable);
    renderLayout({ user: makeUser(['USER']) });
    const menu = within(await openMenu('Hi, Ann'));
    expect(menu.getByText('This menu could not be loaded.')).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    jest.mocked(readRemoteNav).mockImplementation(readLocalRemoteNav);
    await userEvent.setup().click(menu.getByRole('menuitem', { name: 'Retry' }));
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('gives an admin the Admin menu with every admin page, grouped under headings', async () => {
    renderLayout({ user: makeUser(['ADMIN']) });
    const menu = await openMenu('Admin');
    // Each heading, then the links under it, in the order the menu shows them.
    const shown = [...menu.children].map((entry) =>
      entry.getAttribute('role') === 'menuitem'
        ? `${entry.textContent} ${entry.getAttribute('href')}`
        : entry.matches('hr, [role="separator"]')
          ? '---'
          : `# ${entry.textContent}`,
    );
    expect(shown).toEqual([
      '# People',
      'What Needs Attention /admin',
      'User Management /admin/user-management',
      'Admin Inbox /admin/inbox',
      '---',
      '# Convention',
      'Convention Management /admin/convention-management',
      'Convention Registrations /admin/registrations',
      'Featured Games /admin/featured-games',
      '---',
      '# Money',
      'Invoice Settings /admin/invoice-settings',
      'Payments /admin/payments',
      '---',
      '# Tables',
      'Table Planner /admin/table-planner',
      'Games /admin/games',
      '---',
      '# Site',
      'Notifications /admin/notifications',
      'Email Templates /admin/templates',
      'System Logs /admin/logs',
      'Audit Trail /admin/audit',
      'Release Notes /admin/release-notes',
    ]);
    // The arrow keys go from link to link, over the headings and dividers.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('What Needs Attention'));
    const keys = userEvent.setup();
    await keys.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Convention Management');
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
    expect(await drawer.findByRole('link', { name: 'System Logs' })).toHaveAttribute(
      'href',
      '/admin/logs',
    );
    expect(drawer.getAllByText(/^Admin: /).map((heading) => heading.textContent)).toEqual([
      'Admin: People',
      'Admin: Convention',
      'Admin: Money',
      'Admin: Tables',
      'Admin: Site',
    ]);
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
    expect(remotesRead()).toEqual([]);
  });

  it('offers the language switch in the drawer, from the keyboard too', async () => {
    renderLayout();
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = within(await screen.findByRole('dialog'));
    const select = drawer.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(select, 'Nederlands');
    expect(await drawer.findByRole('combobox', { name: 'Taal' })).toHaveValue('nl');
    expect(drawer.getByRole('link', { name: 'Aanmelden' })).toHaveAttribute('href', '/login');
    await act(() => showLanguage('en'));
  });
});
