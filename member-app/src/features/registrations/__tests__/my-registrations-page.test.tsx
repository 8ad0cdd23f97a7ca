import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyRegistrations, Registration } from 'shared-api';
import { makeUser, renderWithProviders, stubApi, type StubAnswer, inTimeZone } from 'test-support';
import { MyRegistrationsPage } from '../components/my-registrations-page';

// A browser in Brussels: the club's times alone, without the reader's own beside them.
inTimeZone('Europe/Brussels');

let restore = () => undefined as void;
afterEach(() => restore());

const registration = (first: string, email: string, overrides: Partial<Registration> = {}) =>
  ({
    id: `r-${first}`,
    userId: 'u-1',
    conventionId: 7,
    attendeeFirstName: first,
    attendeeLastName: 'Peeters',
    attendeeEmail: email,
    attendeeYearOfBirth: 1990,
    attendeeNationality: 'Belgian',
    registerDifferentPerson: false,
    registeredBy: { userId: 'u-1', firstName: 'Ann', lastName: 'Peeters' },
    sessions: [
      {
        id: 1,
        name: 'Friday Evening',
        startDateTime: '2031-05-30T19:00:00.000Z',
        dayOfWeekName: 'FRIDAY',
        sessionType: 'EVENING',
      },
    ],
    featuredGameIds: ['g-1'],
    featuredGames: [{ id: 'g-1', gameName: '1830' }],
    bringGames: null,
    wantToPlayGames: null,
    peopleToPlayWith: null,
    bringGameIds: [],
    wantGameIds: [],
    playWithRegistrationIds: [],
    listedAsPlayPartner: false,
    additionalInfo: null,
    bringOwnPokerChips: false,
    mindNewPlayers: false,
    hostAndTeach: false,
    sameExperience: false,
    experienceLevel: 1,
    parking: true,
    licensePlate: '1-ABC-123',
    termsAccepted: true,
    createdAt: '2031-01-01T10:00:00.000Z',
    attendeeHasAccount: true,
    dietary: 'none',
    dietaryNotes: null,
    mealIds: [],
    companions: [],
    listed: false,
    status: 'registered',
    waitingPosition: null,
    cancelledAt: null,
    ...overrides,
  }) satisfies Registration;

const activeConvention = { id: 7, name: 'Spring Convention 2031', featuredGames: [] };

const VENUE = {
  name: 'Sporthal De Nekker',
  address: 'Nekkerspoel-Borcht 19\n2800 Mechelen',
  latitude: 51.0259,
  longitude: 4.4776,
  arrivalNotes: 'Park at P2.',
  phone: '+32 15 55 00 00',
};

const open = (answer: StubAnswer, invoices: unknown[] = [], venue: unknown = null) => {
  const api = stubApi({
    'GET /api/Registration/my': answer,
    'GET /api/Invoice/mine': { data: invoices },
    'GET /api/Convention/active': { data: { ...activeConvention, venue, reminderDays: [14, 2] } },
    'GET /api/Planner/my': { data: { conventionName: null, publishedAt: null, attendees: [] } },
  });
  restore = api.restore;
  renderWithProviders(<MyRegistrationsPage />, { user: makeUser(['USER']) });
};

const found = (registrations: Registration[]): StubAnswer => ({
  data: {
    isActiveConventionFound: true,
    activeConvention,
    isRegistrationsFound: registrations.length > 0,
    registrations,
  } satisfies MyRegistrations,
});

const section = (name: string) => within(screen.getByRole('region', { name }));

/** A card's labelled details, as read. */
const detailsOf = (card: HTMLElement) =>
  within(card)
    .getAllByText(/:$/, { selector: 'strong' })
    .map((label) => label.parentElement?.textContent ?? '');

describe('MyRegistrationsPage', () => {
  it("splits the member's own registration from those made for others", async () => {
    open(found([registration('Ann', 'ANN@example.com'), registration('Bob', 'bob@example.com')]));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'My Registrations: Spring Convention 2031',
      }),
    ).toBeInTheDocument();
    expect(
      section('My Registration').getByRole('article', { name: 'Ann Peeters' }),
    ).toBeInTheDocument();
    const others = section('Registrations on Behalf of Others');
    expect(others.getByRole('article', { name: 'Bob Peeters' })).toBeInTheDocument();
    expect(others.queryByRole('article', { name: 'Ann Peeters' })).not.toBeInTheDocument();
  });

  it('shows the invoice to pay: amount, due date, IBAN, reference and QR code', async () => {
    open(found([registration('Ann', 'ann@example.com')]), [
      {
        invoiceId: 'i-1',
        invoiceNumber: '2031-0007',
        conventionId: 7,
        conventionName: 'Spring Convention 2031',
        amountCents: 9000,
        dueDate: '2031-05-16',
        structuredReference: '+++203/1000/00707+++',
        beneficiaryName: '18xx Belgium',
        iban: 'BE68 5390 0754 7034',
        bic: null,
        qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
        paidCents: 0,
        status: 'unpaid',
        leftCents: 9000,
        refundDueCents: 0,
        paidOn: null,
      },
      { invoiceId: 'i-0', invoiceNumber: '2030-0001', conventionId: 6, conventionName: 'Old' },
    ]);
    const invoice = within(await screen.findByRole('region', { name: 'My Invoice' }));
    expect(invoice.getByRole('heading', { name: 'Invoice 2031-0007' })).toBeInTheDocument();
    expect(invoice.getByText('€90.00')).toBeInTheDocument();
    expect(invoice.getByText('Unpaid')).toBeInTheDocument();
    expect(invoice.getByText('16/05/2031')).toBeInTheDocument();
    expect(invoice.getByText('BE68 5390 0754 7034')).toBeInTheDocument();
    expect(invoice.getByText('+++203/1000/00707+++')).toBeInTheDocument();
    expect(
      invoice.getByRole('img', { name: 'QR code to pay invoice 2031-0007 with a banking app' }),
    ).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(invoice.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(invoice.queryByText('Invoice 2030-0001')).toBeNull();
  });

  it('gives a registered member the venue, its map links, arrival notes and on-site phone', async () => {
    open(found([registration('Ann', 'ann@example.com')]), [], VENUE);
    const venue = within(
      await screen.findByRole('region', { name: 'Venue and practical information' }),
    );
    expect(venue.getByText('Sporthal De Nekker')).toBeInTheDocument();
    expect(venue.getByText(/Nekkerspoel-Borcht 19/)).toBeInTheDocument();
    expect(venue.getByRole('link', { name: 'Open the map (OpenStreetMap)' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=51.0259&mlon=4.4776#map=17/51.0259/4.4776',
    );
    expect(venue.getByRole('link', { name: 'Open in your maps app' })).toHaveAttribute(
      'href',
      'geo:51.0259,4.4776',
    );
    expect(venue.getByText('Park at P2.')).toBeInTheDocument();
    expect(venue.getByRole('link', { name: '+32 15 55 00 00' })).toHaveAttribute(
      'href',
      'tel:+3215550000',
    );
  });

  it('shows no venue when the server gives none (not registered, or not set yet)', async () => {
    open(found([registration('Ann', 'ann@example.com')]));
    await screen.findByRole('region', { name: 'My Registration' });
    expect(screen.queryByRole('region', { name: 'Venue and practical information' })).toBeNull();
  });

  it('copies the IBAN, the amount and the reference, and says so', async () => {
    const user = userEvent.setup();
    open(found([registration('Ann', 'ann@example.com')]), [
      {
        invoiceId: 'i-1',
        invoiceNumber: '2031-0007',
        conventionId: 7,
        conventionName: 'Spring Convention 2031',
        amountCents: 9000,
        dueDate: '2031-05-16',
        structuredReference: '+++203/1000/00707+++',
        beneficiaryName: '18xx Belgium',
        iban: 'BE68 5390 0754 7034',
        bic: null,
        qrDataUrl: null,
        paidCents: 2000,
        status: 'partially_paid',
        leftCents: 7000,
        refundDueCents: 0,
        paidOn: '2031-04-01',
      },
    ]);
    const invoice = within(await screen.findByRole('region', { name: 'My Invoice' }));
    await user.click(invoice.getByRole('button', { name: 'Copy Structured communication' }));
    expect(await navigator.clipboard.readText()).toBe('+++203/1000/00707+++');
    expect(await screen.findByText('Structured communication copied.')).toBeInTheDocument();
    await user.click(invoice.getByRole('button', { name: 'Copy IBAN' }));
    expect(await navigator.clipboard.readText()).toBe('BE68539007547034');
    await user.click(invoice.getByRole('button', { name: 'Copy Amount due' }));
    expect(await navigator.clipboard.readText()).toBe('70.00');
  });

  it('shows the details of a registration', async () => {
    open(found([registration('Ann', 'ann@example.com')]));
    const card = within(await screen.findByRole('article', { name: 'Ann Peeters' }));
    expect(card.getByText('Friday Evening (30/05/2031, 19:00)')).toBeInTheDocument();
    expect(card.getByText('1830')).toBeInTheDocument();
    expect(card.getByText('Beginner')).toBeInTheDocument();
    expect(card.getByText("Doesn't mind new players")).toBeInTheDocument();
    expect(card.getByText('Yes (1-ABC-123)')).toBeInTheDocument();
  });

  it('names the picks beside the free text: copies, catalogue titles and listed partners', async () => {
    open(
      found([
        registration('Ann', 'ann@example.com', {
          bringGames: 'My prototype',
          bringGameIds: ['g-1830', 'g-1830', 'g-1889'],
          broughtGames: [
            { id: 'g-1830', title: '1830' },
            { id: 'g-1830', title: '1830' },
            { id: 'g-1889', title: '1889' },
          ],
          wantGameIds: ['g-ches'],
          wantedGames: [{ id: 'g-ches', title: '18Chesapeake' }],
          playWithRegistrationIds: ['r-rita'],
          playPartners: [{ registrationId: 'r-rita', name: 'Rita Maes' }],
          listedAsPlayPartner: true,
        }),
        // From a server that does not name the picks yet.
        registration('Bob', 'bob@example.com', { bringGameIds: ['g-1830'] }),
      ]),
    );
    const card = await screen.findByRole('article', { name: 'Ann Peeters' });
    expect(detailsOf(card)).toEqual([
      'Sessions:Friday Evening (30/05/2031, 19:00)',
      'Special Sessions: 1830',
      'Experience: Beginner',
      'Catalogue games to bring: 1830, 1830 (copy 2), 1889',
      'Games to bring: My prototype',
      'Catalogue games to play: 18Chesapeake',
      'Listed people to play with: Rita Maes',
      "Preferences: Doesn't mind new players, May be picked to play with",
      'Parking: Yes (1-ABC-123)',
    ]);
    expect(detailsOf(screen.getByRole('article', { name: 'Bob Peeters' }))).not.toContainEqual(
      expect.stringMatching(/^Catalogue|^Listed/),
    );
  });

  it('says when the member has not registered yet', async () => {
    open(found([]));
    expect(
      await screen.findByText('You have not yet registered for Spring Convention 2031.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/register-event',
    );
    expect(screen.queryByRole('region', { name: 'Registrations on Behalf of Others' })).toBeNull();
  });

  it('says when there is no active convention', async () => {
    open({
      data: {
        isActiveConventionFound: false,
        activeConvention: null,
        isRegistrationsFound: false,
        registrations: [],
      },
    });
    expect(
      await screen.findByText('There is no active convention, so no registrations can be shown.'),
    ).toBeInTheDocument();
  });

  it('lets the member cancel a registration another member made with their email', async () => {
    let registrations = [
      registration('Ann', 'ann@example.com', {
        userId: 'u-2',
        registerDifferentPerson: true,
        registeredBy: { userId: 'u-2', firstName: 'Rita', lastName: 'Janssens' },
      }),
    ];
    const api = stubApi({
      'GET /api/Registration/my': () => found(registrations),
      'POST /api/Registration/r-Ann/cancel': () => {
        registrations = [
          { ...registrations[0]!, status: 'cancelled', cancelledAt: '2031-02-01T10:00:00.000Z' },
        ];
        return {
          data: {
            message: 'The registration has been cancelled.',
            isRefundable: true,
            refundDueCents: 9000,
            promotedRegistrationId: null,
          },
        };
      },
    });
    restore = api.restore;
    renderWithProviders(<MyRegistrationsPage />, { user: makeUser(['USER']) });
    const card = within(await screen.findByRole('article', { name: 'Ann Peeters' }));
    expect(card.getByText('Registered for you by Rita Janssens.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Cancel Registration' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Once it is cancelled you can register yourself/)).toBeInTheDocument();
    expect(dialog.getByText(/at least one month before the start/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel Registration' }));

    expect(
      await screen.findByText(
        'The registration has been cancelled. A refund of €90.00 is due to you: the organisers will pay it back.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getByText('You have not yet registered for Spring Convention 2031.'),
      ).toBeInTheDocument(),
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    const cancelled = section('Cancelled Registrations');
    expect(cancelled.getByRole('article', { name: 'Ann Peeters' })).toBeInTheDocument();
    // 10:00 UTC on 1 February is 11:00 in Brussels: the instant on the club's clock, named.
    expect(
      cancelled.getByText('Cancelled on 01/02/2031, 11:00 (Brussels time).'),
    ).toBeInTheDocument();
  });

  it('drops the tables of a cancelled registration from My Tables at once, without a reload', async () => {
    let cancelled = false;
    const seated = {
      conventionName: 'Spring Convention 2031',
      publishedAt: '2031-05-20T10:00:00Z',
      attendees: [
        {
          registrationId: 'r-Ann',
          attendeeName: 'Ann Peeters',
          tables: [
            {
              sessionNames: ['Saturday Day'],
              startDateTime: '2031-05-31T10:00:00Z',
              gameTitle: '1830',
              tableNumber: 1,
              tableMates: ['Carol Tester'],
              teacher: null,
              copyOwner: null,
            },
          ],
          sessionsWithoutTable: [],
        },
      ],
    };
    const api = stubApi({
      'GET /api/Registration/my': () =>
        found([
          cancelled
            ? {
                ...registration('Ann', 'ann@example.com'),
                status: 'cancelled',
                cancelledAt: '2031-02-01T10:00:00.000Z',
              }
            : registration('Ann', 'ann@example.com'),
        ]),
      'GET /api/Invoice/mine': { data: [] },
      'GET /api/Planner/my': () => ({ data: cancelled ? { ...seated, attendees: [] } : seated }),
      'POST /api/Registration/r-Ann/cancel': () => {
        cancelled = true;
        return {
          data: {
            message: 'The registration has been cancelled.',
            isRefundable: true,
            refundDueCents: 0,
            promotedRegistrationId: null,
          },
        };
      },
    });
    restore = api.restore;
    renderWithProviders(<MyRegistrationsPage />, { user: makeUser(['USER'], { id: 'u-1' }) });
    const tables = await screen.findByRole('region', { name: 'My Tables' });
    expect(within(tables).getByText('1830 · Table 1')).toBeInTheDocument();

    const user = userEvent.setup();
    const ann = within(screen.getByRole('article', { name: 'Ann Peeters' }));
    await user.click(ann.getByRole('button', { name: 'Cancel Registration' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel Registration' }));
    // Cancelled in time, but nothing was paid: no refund is promised.
    expect(
      await screen.findByText(
        'The registration has been cancelled. Nothing was paid for it, so there is nothing to refund.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'My Tables' })).not.toBeInTheDocument(),
    );
  });

  it('lets the member edit and cancel the registrations they made, stating the refund rule and what this cancellation does', async () => {
    let cancelledId = '';
    const api = stubApi({
      'GET /api/Registration/my': () =>
        found([registration('Ann', 'ann@example.com'), registration('Bob', 'bob@example.com')]),
      'GET /api/Invoice/mine': { data: [] },
      'GET /api/Registration/r-Bob/cancel-preview': {
        data: { refundDueCents: 5500, placeGoesToWaitingList: true, firstInLineName: null },
      },
      'POST /api/Registration/r-Bob/cancel': () => {
        cancelledId = 'r-Bob';
        return {
          data: {
            message: 'The registration has been cancelled.',
            isRefundable: false,
            refundDueCents: 0,
            promotedRegistrationId: null,
          },
        };
      },
    });
    restore = api.restore;
    renderWithProviders(<MyRegistrationsPage />, { user: makeUser(['USER'], { id: 'u-1' }) });
    const ann = within(await screen.findByRole('article', { name: 'Ann Peeters' }));
    expect(ann.getByRole('link', { name: 'Edit the registration of Ann Peeters' })).toHaveAttribute(
      'href',
      '/my-registrations/r-Ann/edit',
    );

    const bob = within(screen.getByRole('article', { name: 'Bob Peeters' }));
    const user = userEvent.setup();
    await user.click(bob.getByRole('button', { name: 'Cancel Registration' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      await dialog.findByText(
        'The registration of Bob Peeters will be cancelled. The fee is refunded only when the registration is cancelled at least one month before the start of the convention. A refund of €55.00 is due to you. Your place goes to the first on the waiting list.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel Registration' }));
    expect(await screen.findByText(/no refund/)).toBeVisible();
    expect(cancelledId).toBe('r-Bob');
  });

  it('tells a waiting member their place on the waiting list', async () => {
    open(
      found([registration('Ann', 'ann@example.com', { status: 'waiting', waitingPosition: 3 })]),
    );
    const card = within(await screen.findByRole('article', { name: 'Ann Peeters' }));
    expect(card.getByText('You are on the waiting list (position 3)')).toBeInTheDocument();
  });

  const paidInvoice = (figures: object) => ({
    invoiceId: 'i-1',
    invoiceNumber: '2031-0007',
    conventionId: 7,
    conventionName: 'Spring Convention 2031',
    amountCents: 8000,
    dueDate: '2031-05-16',
    structuredReference: '+++203/1000/00707+++',
    beneficiaryName: '18xx Belgium',
    iban: 'BE68 5390 0754 7034',
    bic: null,
    qrDataUrl: null,
    paidOn: '2031-04-02',
    ...figures,
  });

  it('says Refund due with the amount, and no due date, once the invoice asks for less than was paid', async () => {
    open(found([registration('Ann', 'ann@example.com')]), [
      paidInvoice({
        paidCents: 9000,
        status: 'overpaid',
        leftCents: -1000,
        refundDueCents: 1000,
      }),
    ]);
    const invoice = within(await screen.findByRole('region', { name: 'My Invoice' }));
    expect(invoice.getByText('Refund due €10.00')).toBeInTheDocument();
    expect(invoice.queryByText('Overpaid')).toBeNull();
    expect(invoice.queryByText('Due date')).toBeNull();
    expect(invoice.queryByText('Amount due')).toBeNull();
  });

  it('shows what is left after a part paid, with the QR code for it', async () => {
    open(found([registration('Ann', 'ann@example.com')]), [
      paidInvoice({
        paidCents: 5500,
        status: 'partially_paid',
        leftCents: 2500,
        refundDueCents: 0,
        qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      }),
    ]);
    const invoice = within(await screen.findByRole('region', { name: 'My Invoice' }));
    expect(invoice.getByText('Amount due').nextSibling).toHaveTextContent('€25.00');
    expect(invoice.getByText('Received').nextSibling).toHaveTextContent('€55.00');
    expect(invoice.getByRole('img', { name: /QR code to pay invoice 2031-0007/ })).toBeVisible();
  });

  it('says Paid with the date, and shows no QR code, once nothing is left', async () => {
    open(found([registration('Ann', 'ann@example.com')]), [
      paidInvoice({ paidCents: 8000, status: 'paid', leftCents: 0, refundDueCents: 0 }),
    ]);
    const invoice = within(await screen.findByRole('region', { name: 'My Invoice' }));
    expect(invoice.getByText('Paid')).toBeInTheDocument();
    expect(invoice.getByText('Paid on').nextSibling).toHaveTextContent('02/04/2031');
    expect(invoice.queryByText('Amount due')).toBeNull();
    expect(invoice.queryByRole('img')).toBeNull();
  });

  it("tells the registrant when the attendee's email is an existing member's", async () => {
    const onBehalf = { registerDifferentPerson: true };
    open(
      found([
        registration('Bob', 'bob@example.com', { ...onBehalf, attendeeHasAccount: true }),
        registration('Cleo', 'cleo@example.com', { ...onBehalf, attendeeHasAccount: false }),
      ]),
    );
    const notice = 'This email belongs to an existing member, who has been notified.';
    const bob = within(await screen.findByRole('article', { name: 'Bob Peeters' }));
    expect(bob.getByText(notice)).toBeInTheDocument();
    const cleo = within(screen.getByRole('article', { name: 'Cleo Peeters' }));
    expect(cleo.queryByText(notice)).toBeNull();
  });

  it('shows a load failure', async () => {
    open({ error: 'Database down.', status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down.');
  });
});
