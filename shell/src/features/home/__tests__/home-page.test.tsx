import { act, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from 'shared-api';
import { appRoutes } from '../../../app/router';
import { FIRST_SCREEN_WAIT_MS } from '../../../first-screen';
import { showLanguage } from 'shared-ui';
import { envelope, renderRoutes, makeUser, setViewportWidth } from 'test-support';
import { activeConvention, announcement, homeFetch, type HomeApi } from './home-api';

jest.mock('../../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.requireActual('../../../test/local-remotes').loadLocalRemoteRoutes,
}));

const renderHome = (api: HomeApi = {}, user: ReturnType<typeof makeUser> | null = null) => {
  const fetchMock = homeFetch(api);
  window.fetch = fetchMock;
  const calls = () =>
    fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
  return { calls, ...renderRoutes(appRoutes, '/', { user }) };
};

const panel = () => screen.findByRole('region', { name: 'Announcements' });

beforeEach(() => setViewportWidth(1280));
afterEach(() => jest.restoreAllMocks());

describe('HomePage', () => {
  it('invites a visitor to register for the event and to join', async () => {
    renderHome();
    expect(
      await screen.findByRole('link', { name: 'Register for our Next Event' }),
    ).toHaveAttribute('href', '/register-event');
    expect(screen.getByRole('link', { name: 'Join the Community' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('does not ask a signed-in member to join', async () => {
    renderHome({}, makeUser(['USER']));
    expect(await screen.findByRole('link', { name: 'Register for our Next Event' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Join the Community' })).not.toBeInTheDocument();
  });

  it('has three Learn More cards, three feature blurbs and the links of the site', async () => {
    renderHome();
    const learnMore = await screen.findAllByRole('link', { name: /^Learn More about/ });
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
      '/pentecost-convention',
      '/winter-convention',
      '/tourist-info',
    ]);
    const why = within(screen.getByRole('region', { name: 'Why Come and Play' }));
    expect(why.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const links = within(screen.getByRole('region', { name: 'Useful Links' }));
    const targets = links.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const to of [
      '/pentecost-convention',
      '/winter-convention',
      '/tourist-info',
      '/contact',
      '/password-reset',
      '/login',
      '/dashboard',
      '/unauthorized',
    ]) {
      expect(targets).toContain(to);
    }
  });

  it('shows public HOMEPAGE announcements to a visitor, without asking for private ones', async () => {
    const { calls } = renderHome({
      publicList: [
        announcement('Registration is open', ['PUBLIC', 'HOMEPAGE'], '<p>See you <b>soon</b></p>'),
        announcement('Only on the convention page', ['PUBLIC', 'CONVENTION']),
      ],
    });
    const announcements = within(await panel());
    expect(announcements.getByRole('heading', { name: 'Registration is open' })).toBeVisible();
    expect(announcements.getByText('soon').tagName).toBe('B');
    expect(announcements.queryByText('Only on the convention page')).not.toBeInTheDocument();
    expect(calls()).not.toContain('/api/Notification/private');
  });

  it('asks for the announcements in the language shown, and again when it changes', async () => {
    const fetchMock = homeFetch({ publicList: [announcement('Registration is open')] });
    window.fetch = fetchMock;
    const announcementCalls = () =>
      fetchMock.mock.calls
        .map(([input]) => String(input))
        .filter((url) => url.includes('/api/Notification/'));
    await act(() => showLanguage('nl'));
    try {
      renderRoutes(appRoutes, '/nl', { user: makeUser(['USER']) });
      expect(await screen.findByText('Registration is open')).toBeVisible();
      expect([...new Set(announcementCalls())].toSorted()).toEqual([
        '/api/Notification/private?language=nl',
        '/api/Notification/public?language=nl',
      ]);
      await act(() => showLanguage('fr'));
      await waitFor(() =>
        expect(announcementCalls()).toEqual(
          expect.arrayContaining([
            '/api/Notification/public?language=fr',
            '/api/Notification/private?language=fr',
          ]),
        ),
      );
    } finally {
      await act(() => showLanguage('en'));
    }
  });

  it("asks for the English page's announcements at the address the home page preloads", async () => {
    const { calls } = renderHome();
    await waitFor(() => expect(calls()).toContain('/api/Notification/public'));
    const urls = jest.mocked(window.fetch).mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/Notification/public?language=en');
  });

  it('merges the private list for a member, each announcement once, newest first', async () => {
    const shared = announcement('In both lists');
    const newest = announcement('Members: table plan', ['private', 'homepage']);
    renderHome({ publicList: [shared], privateList: [{ ...shared }, newest] }, makeUser(['USER']));
    const announcements = within(await panel());
    await waitFor(() =>
      expect(announcements.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
        ['Members: table plan', 'In both lists'],
      ),
    );
  });

  it('shows NOTIFICATION-tagged ones as alerts, and no panel when nothing is left for it', async () => {
    renderHome({
      publicList: [announcement('Doors open at 10:00', ['PUBLIC', 'HOMEPAGE', 'NOTIFICATION'])],
    });
    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(within(notices).getByRole('alert')).toHaveTextContent('Doors open at 10:00');
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  });

  it('only logs a failed announcement load and shows none', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHome({ publicList: 'fail' });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to load announcements.', expect.anything()),
    );
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws the hero before any answer, as it is prerendered, and adds the announcements when they come', async () => {
    let answer: (list: Notification[]) => void = () => undefined;
    const pending = new Promise<Notification[]>((resolve) => (answer = resolve));
    const fetchMock = homeFetch({});
    window.fetch = jest.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/Notification/public?')
        ? envelope(200, await pending)
        : fetchMock(input),
    );
    renderRoutes(appRoutes, '/', { user: null });
    expect(screen.getByRole('heading', { name: '18xx Belgium', level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();

    await act(async () => answer([announcement('Tables are booked')]));
    expect(within(await panel()).getByText('Tables are booked')).toBeVisible();
  });

  it('shows the rest of the page once the announcements are in, or after a while without them', async () => {
    jest.useFakeTimers();
    try {
      window.fetch = jest.fn(() => new Promise<Response>(() => undefined));
      renderRoutes(appRoutes, '/', { user: null });
      expect(screen.getByRole('heading', { name: '18xx Belgium', level: 1 })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Our Conventions' })).toBeNull();
      await act(async () => jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS));
      expect(screen.getByRole('heading', { name: 'Our Conventions' })).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it("holds the countdown's place, hidden, until the convention's answer is in", async () => {
    let answer: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = homeFetch({});
    window.fetch = jest.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/api/Convention/active')) await pending;
      return fetchMock(input);
    });
    renderRoutes(appRoutes, '/', { user: null });
    const hero = screen.getByRole('heading', { name: '18xx Belgium', level: 1 }).parentElement;
    const placeholder = hero?.querySelector('[aria-hidden="true"] section');
    expect(placeholder).toHaveTextContent('Next Convention Starts In:');
    expect(screen.queryByRole('region', { name: 'Next Convention Starts In:' })).toBeNull();

    // No active convention: the place is given back.
    await act(async () => answer());
    await waitFor(() => expect(placeholder).not.toBeInTheDocument());
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('counts down to the active convention', async () => {
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    renderHome({
      convention: activeConvention([`${inAWeek}T19:00:00.000Z`], `${inAWeek}T00:00:00.000Z`),
    });
    expect(
      await screen.findByRole('heading', { name: 'Next Convention Starts In:' }),
    ).toBeVisible();
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      /^\d+ days, \d+ hours and \d+ minutes left$/,
    );
    const [year, month, day] = inAWeek.split('-');
    // The tests' clock is UTC: an hour or two behind Brussels, so the visitor's own time is beside it.
    expect(
      screen.getByText(
        new RegExp(`^Starts ${day}/${month}/${year}, 19:00 Brussels time, 1[78]:00 your time$`),
      ),
    ).toBeVisible();
  });

  it('says the convention is live while it runs', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    renderHome({
      convention: activeConvention(['2020-01-01T10:00:00.000Z'], `${tomorrow}T00:00:00.000Z`),
    });
    expect(await screen.findByRole('heading', { name: 'The Convention is Live!' })).toBeVisible();
  });

  it('shows no countdown without an active convention or once it has ended, logging nothing', async () => {
    const logged = jest.spyOn(console, 'error');
    const { calls } = renderHome();
    await waitFor(() => expect(calls()).toContain('/api/Convention/active'));
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: /Convention (Starts|is Live)/ })).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it('shows no countdown for a convention that is over', async () => {
    const { calls } = renderHome({
      convention: activeConvention(['2020-05-29T19:00:00.000Z'], '2020-06-01T00:00:00.000Z'),
    });
    await waitFor(() => expect(calls()).toContain('/api/Convention/active'));
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: /Convention (Starts|is Live)/ })).toBeNull();
  });
});

describe('NotFoundPage', () => {
  it('answers a path that neither the shell nor a remote knows', async () => {
    window.fetch = homeFetch({});
    await act(async () => renderRoutes(appRoutes, '/no-such-page'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('answers an unknown admin path for an admin', async () => {
    window.fetch = homeFetch({});
    await act(async () =>
      renderRoutes(appRoutes, '/admin/no-such-page', { user: makeUser(['ADMIN']) }),
    );
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
