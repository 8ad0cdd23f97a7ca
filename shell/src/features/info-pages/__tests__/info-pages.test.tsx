import { act, screen, waitFor, within } from '@testing-library/react';
import type { Convention, Notification } from 'shared-api';
import { appRoutes } from '../../../app/router';
import { envelope, renderRoutes, makeUser, setViewportWidth } from 'test-support';

jest.mock('../../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.requireActual('../../../test/local-remotes').loadLocalRemoteRoutes,
}));

const day = (offset: number) =>
  `${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;

const conventionNotice: Notification = {
  noteId: 'n-1',
  userId: null,
  title: 'Registration for the spring convention is open',
  body: null,
  validFrom: day(-1),
  validTo: day(1),
  isActive: true,
  tags: [
    { id: 1, code: 'PUBLIC' },
    { id: 5, code: 'CONVENTION' },
  ],
  createDate: day(-1),
};

/** The winter convention the organisers made active, in two years' time. */
const activeWinter: Convention = {
  id: 12,
  name: 'Winter Convention 2031',
  startDate: '2031-11-28T00:00:00.000Z',
  endDate: '2031-11-30T00:00:00.000Z',
  season: 'WINTER',
  isActive: true,
  registrationOpen: true,
  capacity: null,
  venue: null,
  reminderDays: [14, 2],
  registeredAttendees: 0,
  waitingAttendees: 0,
  sessions: [],
  featuredGames: [],
  meals: [],
  companionFeeCents: 0,
};

const open = async (path: string, heading: string, active: Convention | null = null) => {
  window.fetch = jest.fn(async (input: RequestInfo | URL) =>
    String(input).includes('/Notification/public?')
      ? envelope(200, [conventionNotice])
      : String(input).endsWith('/Convention/active')
        ? active
          ? envelope(200, active)
          : envelope(404, null, 'No active convention found.')
        : envelope(200, []),
  );
  const result = renderRoutes(appRoutes, path);
  // The page is a lazy chunk: on a busy machine it may take a few seconds.
  expect(
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 }),
  ).toBeVisible();
  // A convention page draws its banner at once and the rest once the announcements are in.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return result;
};

const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

const schedule = (dayName: string) =>
  within(screen.getByRole('table', { name: dayName }))
    .getAllByRole('row')
    .map((row) => row.textContent);

beforeEach(() => setViewportWidth(1280));

describe('Tourist Info', () => {
  it('covers the city, trips, food and drink, railway history and useful websites', async () => {
    await open('/tourist-info', 'Tourist Info');
    expect(sectionTitles()).toEqual([
      'A Historic City',
      'City Trips',
      'Belgian Food and Drink',
      'Railway History',
      'Useful Websites',
    ]);
    expect(screen.getByText(/first passenger train on the European continent/)).toBeVisible();
    const mechelen = screen.getByRole('link', { name: /Visit Mechelen/ });
    expect(mechelen).toHaveAttribute('href', 'https://visit.mechelen.be');
    expect(mechelen).toHaveAttribute('target', '_blank');
    expect(mechelen).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Train World/ })).toHaveAttribute(
      'href',
      'https://www.trainworld.be',
    );
  });
});

describe('Spring Convention', () => {
  it('gives the Pentecost programme, fees, parking and every section SPEC lists', async () => {
    await open('/pentecost-convention', 'Spring Convention');
    expect(sectionTitles()).toEqual([
      'At a Glance',
      'Programme and Schedule',
      'Designers and Prototypes',
      'Registration and Fees',
      'Parking',
      'Social Groups',
      'Location',
      'Food and Drinks',
      'Hotels',
    ]);
    expect(schedule('Friday')).toEqual(['19:00Evening sessions']);
    expect(schedule('Saturday')).toEqual([
      '10:00Day sessions',
      '17:30Drinks and dinner',
      '17:30–19:30Barbecue',
      '20:00Evening sessions',
    ]);
    expect(schedule('Sunday')).toEqual(['10:00Day sessions', '19:00Evening sessions']);
    expect(schedule('Monday')).toEqual(['10:00Day sessions', '16:00Closing']);
    const glance = within(screen.getByRole('complementary', { name: 'At a Glance' }));
    expect(glance.getByText('€75 for four days, Saturday barbecue included')).toBeVisible();
    expect(glance.getByText('€15 per convention weekend, on request')).toBeVisible();
    expect(glance.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /^social group/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/groups/18xxbelgium',
    );
  });

  it('draws its banner before any answer, as it is prerendered, and the rest with the announcements', async () => {
    let answer: (list: Notification[]) => void = () => undefined;
    const pending = new Promise<Notification[]>((resolve) => (answer = resolve));
    window.fetch = jest.fn(async (input: RequestInfo | URL) =>
      envelope(200, String(input).includes('/Notification/public?') ? await pending : []),
    );
    renderRoutes(appRoutes, '/pentecost-convention', { user: null });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Spring Convention' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'At a Glance' })).toBeNull();

    await act(async () => answer([conventionNotice]));
    expect(await screen.findByRole('region', { name: 'Convention notices' })).toHaveTextContent(
      'Registration for the spring convention is open',
    );
    expect(screen.getByRole('complementary', { name: 'At a Glance' })).toBeVisible();
  });

  it('shows CONVENTION announcements as alerts', async () => {
    await open('/pentecost-convention', 'Spring Convention');
    const notices = await screen.findByRole('region', { name: 'Convention notices' });
    expect(notices).toHaveTextContent('Registration for the spring convention is open');
  });

  it('offers a signed-in member registration instead of Sign Up Now', async () => {
    window.fetch = jest.fn(async () => envelope(200, []));
    renderRoutes(appRoutes, '/pentecost-convention', { user: makeUser(['USER']) });
    const glance = within(
      await screen.findByRole('complementary', { name: 'At a Glance' }, { timeout: 10_000 }),
    );
    expect(glance.queryByRole('link', { name: 'Sign Up Now' })).not.toBeInTheDocument();
    expect(glance.getByRole('link', { name: 'Register for Event' })).toHaveAttribute(
      'href',
      '/register-event',
    );
  });
});

describe('the next edition', () => {
  it("leads the winter page's facts with the active winter convention's dates", async () => {
    await open('/winter-convention', 'Winter Convention', activeWinter);
    const glance = within(screen.getByRole('complementary', { name: 'At a Glance' }));
    const terms = glance.getAllByRole('term').map((term) => term.textContent);
    expect(terms[0]).toBe('Next Edition');
    expect(glance.getByText('Winter Convention 2031, 28/11/2031 - 30/11/2031')).toBeVisible();
  });

  it('is not on the spring page while the active convention is a winter one', async () => {
    await open('/pentecost-convention', 'Spring Convention', activeWinter);
    expect(screen.queryByText('Next Edition')).not.toBeInTheDocument();
  });

  it('is left out once the convention is over', async () => {
    await open('/winter-convention', 'Winter Convention', {
      ...activeWinter,
      startDate: '2020-11-27T00:00:00.000Z',
      endDate: '2020-11-29T00:00:00.000Z',
    });
    expect(screen.queryByText('Next Edition')).not.toBeInTheDocument();
  });

  it('is left out when no convention is active', async () => {
    await open('/winter-convention', 'Winter Convention', null);
    expect(screen.queryByText('Next Edition')).not.toBeInTheDocument();
  });

  it('waits for the active convention before drawing the facts, so they do not move', async () => {
    window.fetch = jest.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/Convention/active')
        ? new Promise<Response>(() => undefined)
        : envelope(200, []),
    );
    renderRoutes(appRoutes, '/winter-convention');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Winter Convention' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('complementary', { name: 'At a Glance' })).not.toBeInTheDocument();
  });
});

describe('Winter Convention', () => {
  it('gives the late-November programme and fee, with an honest social-group placeholder', async () => {
    await open('/winter-convention', 'Winter Convention');
    expect(schedule('Friday')).toEqual(['19:00–01:00Evening sessions']);
    expect(schedule('Saturday')).toEqual([
      '10:00–19:00Day sessions',
      '19:00–01:00Evening sessions',
    ]);
    expect(schedule('Sunday')).toEqual(['10:00–16:00Day sessions and closing']);
    expect(screen.queryByRole('table', { name: 'Monday' })).not.toBeInTheDocument();
    expect(screen.getByText('€30 for three days')).toBeVisible();
    const social = within(screen.getByRole('region', { name: 'Social Groups' }));
    expect(social.getByText(/still being set up/)).toBeVisible();
    expect(social.queryByRole('link', { name: /^social group/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/register');
  });
});

describe('Terms', () => {
  it('has the nine sections in order, with a table of contents', async () => {
    await open('/terms', 'General Terms & Conditions');
    const titles = sectionTitles().filter((title) => title !== 'Contents');
    expect(titles).toEqual([
      '1. General Information',
      '2. Acceptance of the Terms',
      '3. Registration and Payment',
      '4. Access and Parking',
      '5. Liability',
      '6. Code of Conduct',
      '7. Prohibitions',
      '8. Privacy',
      '9. Applicable Law and Jurisdiction',
    ]);
    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    expect(contents.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '#privacy');
    expect(screen.getByText(/at least one month before the start of the convention/)).toBeVisible();
    expect(screen.getByText(/courts of Mechelen/)).toBeVisible();
  });
});

describe('Stub pages', () => {
  it('says contact information is coming soon', async () => {
    await open('/contact', 'Contact');
    expect(screen.getByText('Our contact information is coming soon.')).toBeVisible();
  });

  it('has a placeholder for resending the validation link', async () => {
    await open('/resend-validation-link-placeholder', 'Resend Validation Link');
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });
});

describe('Privacy notice', () => {
  it('says what is stored, why, for how long and whom to contact', async () => {
    await open('/privacy', 'Privacy Notice');
    expect(sectionTitles()).toEqual([
      'Who Keeps Your Data',
      'What We Store',
      'Why We Store It',
      'How Long We Keep It',
      'Your Rights',
      'Contact',
    ]);
    expect(screen.getByText(/ten years after the year they belong to/)).toBeInTheDocument();
  });
});
