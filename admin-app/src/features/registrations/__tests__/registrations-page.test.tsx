import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAST_CONVENTION_READ_ONLY, type AdminRegistration } from 'shared-api';
import {
  bodyOf,
  makeUser,
  renderWithProviders,
  envelope,
  setViewportWidth,
  stubApi,
  type StubAnswers,
} from 'test-support';

// The other tests run with jsdom's media queries, which match no screen.
const noScreen = window.matchMedia;
afterEach(() => {
  window.matchMedia = noScreen;
});
import { RegistrationsPage } from '../components/registrations-page';
import { convention, registration } from './fixtures';

jest.setTimeout(30_000);

const olga = registration();
const guest = registration({
  id: '0b7d5a3e-1a2b-4c3d-8e9f-000000000002',
  attendeeFirstName: 'Guest',
  attendeeLastName: 'Player',
  attendeeEmail: 'guest@example.com',
  registerDifferentPerson: true,
  isInvoiceSent: true,
  checkedIn: true,
  sessions: [
    {
      id: 1,
      name: 'Friday Evening',
      startDateTime: '2031-05-30T19:00:00.000Z',
      dayOfWeekName: 'FRIDAY',
      sessionType: 'EVENING',
    },
    {
      id: 2,
      name: 'Saturday Day',
      startDateTime: '2031-05-31T10:00:00.000Z',
      dayOfWeekName: 'SATURDAY',
      sessionType: 'DAY',
    },
  ],
});

/** The URLs fetch was called with, query strings included. */
const fetchedUrls = () =>
  (globalThis.fetch as jest.Mock).mock.calls.map(([input]: [RequestInfo | URL]) =>
    input instanceof Request ? input.url : String(input),
  );

/** The expanded details, each term with its description. */
const describedAs = (): Record<string, string> =>
  Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );

/** Stands in for the buttons other features give each row. */
const ContactStub = ({ registration }: { registration: AdminRegistration }) => (
  <button type="button">Contact {registration.attendeeFirstName}</button>
);

/** The convention of 2019, over: its registrations are only shown. */
const past = {
  ...convention,
  id: 9,
  name: 'Spring Convention 2019',
  isActive: false,
  startDate: '2019-05-30T00:00:00.000Z',
  endDate: '2019-06-02T00:00:00.000Z',
};

const open = (handlers: StubAnswers = {}, route?: string) => {
  const fetchMock = stubApi({
    'GET /api/Convention': () => envelope(200, [convention, past]),
    'GET /api/Registration/admin/active-convention-registrations': () =>
      envelope(200, [olga, guest]),
    'GET /api/Registration/admin/waiting-list': () => envelope(200, []),
    ...handlers,
  });
  renderWithProviders(<RegistrationsPage actions={ContactStub} />, {
    user: makeUser(['ADMIN']),
    route,
  });
  return fetchMock;
};

describe('the convention shown', () => {
  it('is the active one by default, with everything that changes a registration', async () => {
    open();
    expect(await screen.findByRole('combobox', { name: 'Convention' })).toHaveTextContent(
      'Spring Convention 2031 (active)',
    );
    await screen.findByText('Olga Janssens');
    expect(screen.queryByText(PAST_CONVENTION_READ_ONLY)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Checked in: Olga Janssens' })).toBeEnabled();
  });

  it('is the one in the address; a past one is only shown, and its lists are asked for by id', async () => {
    const fetchMock = open({}, `/?conventionId=${past.id}`);
    expect(await screen.findByText(PAST_CONVENTION_READ_ONLY)).toBeVisible();
    expect(
      await screen.findByRole('checkbox', { name: 'Checked in: Olga Janssens' }),
    ).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Olga Janssens/ }));
    expect(screen.queryByRole('button', { name: 'Update Registration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Registration' })).not.toBeInTheDocument();
    expect(fetchedUrls()).toContainEqual(
      expect.stringContaining(`active-convention-registrations?conventionId=${past.id}`),
    );
    expect(fetchMock.calls.find((call) => call.path.endsWith('/waiting-list'))?.query).toEqual({
      conventionId: String(past.id),
    });
  });

  it('changes when the organiser picks another', async () => {
    open();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Convention' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spring Convention 2019' }));
    expect(await screen.findByText(PAST_CONVENTION_READ_ONLY)).toBeVisible();
  });
});

// jsdom's Blob has no arrayBuffer().
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

const list = (name: RegExp) => within(screen.getByRole('region', { name }));

describe('RegistrationsPage', () => {
  it("shows each registration's payment status and filters by it", async () => {
    const paid = registration({
      id: '0b7d5a3e-1a2b-4c3d-8e9f-000000000003',
      attendeeFirstName: 'Paula',
      attendeeLastName: 'Paid',
      attendeeEmail: 'paula@example.com',
      isInvoiceSent: true,
      payment: {
        invoiceNumber: '2031-0004',
        amountCents: 4500,
        paidCents: 4500,
        status: 'paid',
        leftCents: 0,
        refundDueCents: 0,
        paidOn: '2031-05-01',
        structuredReference: '+++203/1000/00404+++',
        dueDate: '2031-05-16',
      },
    });
    open({
      'GET /api/Registration/admin/active-convention-registrations': () =>
        envelope(200, [olga, paid]),
    });
    expect(await screen.findByText('Paid · 2031-0004')).toBeInTheDocument();
    expect(screen.getByText('Olga Janssens')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(screen.queryByText('Olga Janssens')).not.toBeInTheDocument());
    expect(screen.getByText('Paula Paid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Not invoiced' }));
    expect(await screen.findByText('Olga Janssens')).toBeInTheDocument();
    expect(screen.queryByText('Paula Paid')).not.toBeInTheDocument();
  });

  it('asks the server for the words typed, keeps them in the address, and says what it found', async () => {
    const fetchMock = open({
      'GET /api/Registration/admin/active-convention-registrations': (call) =>
        envelope(200, call.query?.search ? [olga] : [olga, guest]),
    });
    const search = await screen.findByRole('searchbox', { name: 'Search registrations' });
    await userEvent.type(search, 'olga janßens{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 registration found for “olga janßens”.',
    );
    const searched = fetchMock.calls.filter((call) => call.query?.search);
    expect(searched.map((call) => call.query)).toEqual([
      { conventionId: '7', search: 'olga janßens' },
    ]);
    expect(screen.queryByText('Guest Player')).not.toBeInTheDocument();
    expect(search).toHaveFocus();
  });

  it('opens on the status in the address: the invoices still to send', async () => {
    const fetchMock = stubApi({
      'GET /api/Convention': () => envelope(200, [convention]),
      'GET /api/Registration/admin/active-convention-registrations': () =>
        envelope(200, [olga, guest]),
      'GET /api/Registration/admin/waiting-list': () => envelope(200, []),
    });
    renderWithProviders(<RegistrationsPage actions={ContactStub} />, {
      user: makeUser(['ADMIN']),
      route: '/admin/registrations?status=not_invoiced',
    });
    expect(await screen.findByRole('combobox', { name: 'Payment status' })).toHaveTextContent(
      'Not invoiced',
    );
    expect(list(/Awaiting Invoice/).getByText('Olga Janssens')).toBeInTheDocument();
    expect(fetchMock.calls.some((call) => call.query?.search)).toBe(false);
  });

  it('shows the total and the Awaiting Invoice and Invoice Sent lists', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Convention Registrations (2)' }),
    ).toBeInTheDocument();
    expect(list(/Awaiting Invoice/).getByText('Olga Janssens')).toBeInTheDocument();
    expect(list(/Awaiting Invoice/).queryByText('Guest Player')).not.toBeInTheDocument();
    expect(list(/Invoice Sent/).getByText('Guest Player')).toBeInTheDocument();
  });

  it('shows the texts for an empty page', async () => {
    open({
      'GET /api/Registration/admin/active-convention-registrations': () => envelope(200, []),
    });
    expect(await screen.findByText('All registrations have been invoiced.')).toBeInTheDocument();
    expect(screen.getByText('No invoices have been sent yet.')).toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    open({
      'GET /api/Registration/admin/active-convention-registrations': () =>
        envelope(500, null, 'Database down.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down.');
  });

  it("expands a row to every detail, with the other features' buttons and Cancel", async () => {
    open();
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: /Olga Janssens/ }));
    const details = await screen.findByText('Vegetarian');
    expect(details).toBeVisible();
    expect(screen.getByText('Friday Evening (30/05/2031, 19:00)')).toBeInTheDocument();
    expect(screen.getByText('Yes (1-ABC-123)')).toBeInTheDocument();
    expect(
      screen.getByText("Brings own poker chips, Doesn't mind new players"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Olga' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Registration' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Update Registration' })).toBeEnabled();
  });

  it('names the picks beside the free text: copies, catalogue titles and listed partners', async () => {
    const picker = registration({
      bringGameIds: ['g-1830', 'g-1830', 'g-1889'],
      broughtGames: [
        { id: 'g-1830', title: '1830' },
        { id: 'g-1830', title: '1830' },
        { id: 'g-1889', title: '1889' },
      ],
      wantGameIds: ['g-ches'],
      wantedGames: [{ id: 'g-ches', title: '18Chesapeake' }],
      playWithRegistrationIds: ['r-rita', 'r-tom'],
      playPartners: [
        { registrationId: 'r-rita', name: 'Rita Maes' },
        { registrationId: 'r-tom', name: 'Tom Wouters' },
      ],
      listedAsPlayPartner: true,
    });
    open({
      'GET /api/Registration/admin/active-convention-registrations': () =>
        envelope(200, [picker, { ...guest, broughtGames: undefined }]),
    });
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: /Olga Janssens/ }));
    await screen.findByText('Vegetarian');
    expect(describedAs()).toMatchObject({
      'Catalogue games to bring': '1830, 1830 (copy 2), 1889',
      'Games to bring': '1830, 18EU',
      'Catalogue games to play': '18Chesapeake',
      'Games to play': '-',
      'Listed people to play with': 'Rita Maes, Tom Wouters',
      'People to play with': '-',
      Preferences: "Brings own poker chips, Doesn't mind new players, May be picked to play with",
    });
    expect(screen.queryByText(/tom@|rita@/)).toBeNull();

    // A registration without picks, or from a server that does not name them, says so.
    await events.click(screen.getByRole('button', { name: /Olga Janssens/ }));
    await events.click(screen.getByRole('button', { name: /Guest Player/ }));
    await waitFor(() => expect(describedAs()['Catalogue games to bring']).toBe('-'));
    expect(describedAs()['Listed people to play with']).toBe('-');
  });

  it('cancels a registration after a confirmation stating the refund rule and what this cancellation does', async () => {
    const fetchMock = open({
      [`GET /api/Registration/${olga.id}/cancel-preview`]: () =>
        envelope(200, {
          refundDueCents: 0,
          placeGoesToWaitingList: true,
          firstInLineName: 'Wim Wachter',
        }),
      [`POST /api/Registration/${olga.id}/cancel`]: () =>
        envelope(200, {
          message: 'The registration has been cancelled.',
          isRefundable: true,
          promotedRegistrationId: null,
        }),
    });
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: /Olga Janssens/ }));
    await events.click(await screen.findByRole('button', { name: 'Cancel Registration' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      await dialog.findByText(
        /at least one month before the start of the convention\. Nothing to refund\. The place goes to the first on the waiting list, Wim Wachter\.$/,
      ),
    ).toBeInTheDocument();
    await events.click(dialog.getByRole('button', { name: 'Cancel Registration' }));
    expect(await screen.findByText(/The registration has been cancelled/)).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.path === `/api/Registration/${olga.id}/cancel`)).toBe(
      true,
    );
  });

  it('lists cancelled registrations apart, and the waiting list in order with Promote', async () => {
    const cancelled = registration({
      id: '0b7d5a3e-1a2b-4c3d-8e9f-000000000009',
      attendeeFirstName: 'Carl',
      attendeeLastName: 'Cancelled',
      attendeeEmail: 'carl@example.com',
      status: 'cancelled',
      cancelledAt: '2031-02-01T10:00:00.000Z',
    });
    const waiting = registration({
      id: '0b7d5a3e-1a2b-4c3d-8e9f-000000000010',
      attendeeFirstName: 'Wendy',
      attendeeLastName: 'Waiting',
      attendeeEmail: 'wendy@example.com',
      status: 'waiting',
      waitingPosition: 1,
    });
    const fetchMock = open({
      'GET /api/Registration/admin/active-convention-registrations': () =>
        envelope(200, [olga, guest, cancelled, waiting]),
      'GET /api/Registration/admin/waiting-list': () => envelope(200, [waiting]),
      [`POST /api/Registration/admin/${waiting.id}/promote`]: () =>
        envelope(200, { ...waiting, status: 'registered', waitingPosition: null }),
    });
    const apart = await screen.findByRole('region', { name: 'Cancelled' });
    expect(within(apart).getByText('Carl Cancelled')).toBeInTheDocument();
    await userEvent.click(within(apart).getByText('Carl Cancelled'));
    expect(
      await within(apart).findByText('Cancelled on 01/02/2031, 11:00 (Brussels time)'),
    ).toBeInTheDocument();
    expect(list(/Awaiting Invoice/).queryByText('Carl Cancelled')).toBeNull();
    const line = within(await screen.findByRole('region', { name: 'Waiting List' }));
    expect(await line.findByText('1. Wendy Waiting')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(line.getByRole('button', { name: 'Promote Wendy Waiting' }));
    expect(
      await screen.findByText('Wendy Waiting is registered now and has been told so.'),
    ).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.method === 'POST' && c.path.endsWith('/promote'))).toBe(
      true,
    );
  });

  it.each([1280, 390])(
    'shows the places in the header, and promotes on a full convention after saying it exceeds the capacity (%i px)',
    async (width) => {
      setViewportWidth(width);
      const waiting = registration({
        id: '0b7d5a3e-1a2b-4c3d-8e9f-000000000011',
        attendeeFirstName: 'Wendy',
        attendeeLastName: 'Waiting',
        attendeeEmail: 'wendy@example.com',
        status: 'waiting',
        waitingPosition: 1,
      });
      const fetchMock = open({
        'GET /api/Convention': () => envelope(200, [{ ...convention, capacity: 2 }]),
        'GET /api/Registration/admin/active-convention-registrations': () =>
          envelope(200, [olga, guest, waiting]),
        'GET /api/Registration/admin/waiting-list': () => envelope(200, [waiting]),
        [`POST /api/Registration/admin/${waiting.id}/promote`]: () =>
          envelope(200, {
            ...waiting,
            status: 'registered',
            waitingPosition: null,
            overCapacityBy: 1,
          }),
      });
      expect(await screen.findByText('Places: 2 / 2, full, 1 waiting')).toBeInTheDocument();
      const line = within(await screen.findByRole('region', { name: 'Waiting List' }));
      const user = userEvent.setup({ delay: null });
      await user.click(await line.findByRole('button', { name: 'Promote Wendy Waiting' }));
      const dialog = within(await screen.findByRole('dialog'));
      expect(
        dialog.getByText(
          'The convention is full. Promoting Wendy Waiting exceeds its capacity of 2: 3 / 2, over capacity by 1.',
        ),
      ).toBeInTheDocument();
      expect(fetchMock.calls.some((c) => c.path.endsWith('/promote'))).toBe(false);
      await user.click(dialog.getByRole('button', { name: 'Promote' }));
      expect(
        await screen.findByText(
          'Wendy Waiting is registered now and has been told so; the convention is over capacity by 1.',
        ),
      ).toBeInTheDocument();
      expect(fetchMock.calls.filter((c) => c.path.endsWith('/promote'))).toHaveLength(1);
    },
  );

  it('updates a registration with the form rules, then says so', async () => {
    const fetchMock = open({
      'PUT /api/Registration/admin/update': (call) => ({
        data: { ...olga, ...(call.body as object) },
      }),
    });
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: /Olga Janssens/ }));
    await events.click(await screen.findByRole('button', { name: 'Update Registration' }));
    const dialog = within(await screen.findByRole('dialog'));
    const firstName = dialog.getByRole('textbox', { name: /^First Name/ });
    await events.clear(firstName);
    await events.click(dialog.getByRole('checkbox', { name: /^Friday Evening/ }));
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('First Name is required.')).toBeInTheDocument();
    expect(dialog.getByText('You must select at least one session to attend.')).toBeInTheDocument();

    await events.type(firstName, 'Olga-Maria');
    await events.click(dialog.getByRole('checkbox', { name: /^Saturday Day/ }));
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Registration updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const put = fetchMock.calls.find(({ method }) => method === 'PUT');
    expect(put?.body).toMatchObject({
      id: olga.id,
      attendeeFirstName: 'Olga-Maria',
      sessions: [{ id: 2 }],
      licensePlate: '1-ABC-123',
      termsAccepted: true,
    });
  });

  it("changes the member's catalogue games and people to play with, with the member form's pickers", async () => {
    const g1830 = '30303030-1830-4830-8830-183018301830';
    const bob = 'b0b0b0b0-0000-4000-8000-00000000b0b0';
    const fetchMock = open({
      'GET /api/Games': () =>
        envelope(200, [
          {
            id: g1830,
            title: '1830',
            aliases: ['Railways & Robber Barons'],
            minPlayers: 3,
            maxPlayers: 7,
            minutes: 240,
            minutesAtMaxPlayers: 360,
            isLong: false,
            notes: '',
          },
        ]),
      'GET /api/Registration/play-partners': () =>
        envelope(200, [
          { registrationId: olga.id, name: 'Olga Janssens' },
          { registrationId: bob, name: 'Bob Listed' },
        ]),
      'PUT /api/Registration/admin/update': (call) => ({
        data: { ...olga, ...(call.body as object) },
      }),
    });
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: /Olga Janssens/ }));
    await events.click(await screen.findByRole('button', { name: 'Update Registration' }));
    const dialog = within(await screen.findByRole('dialog'));
    const [bring, want, partners] = await Promise.all(
      ['Catalogue games to bring', 'Catalogue games to play', 'Listed people to play with'].map(
        (name) => dialog.findByRole('combobox', { name }),
      ),
    );
    const type = async (box: HTMLElement, typed: string) => {
      await waitFor(() => expect(box).not.toHaveAttribute('readonly'));
      await act(async () => box.focus());
      await events.keyboard(typed);
      return within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    };
    const pickFirst = () => events.keyboard('{ArrowDown}{Enter}');
    expect(await type(bring!, 'robber')).toEqual(['1830 · 3-7 players · 4-6 h']);
    await pickFirst();
    await type(bring!, '1830');
    await pickFirst();
    await type(want!, '1830');
    await pickFirst();
    // The registration itself is never offered.
    expect(await type(partners!, 'o')).toEqual(['Bob Listed']);
    await pickFirst();
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Registration updated successfully.')).toBeInTheDocument();

    expect(fetchMock.calls.find(({ method }) => method === 'PUT')?.body).toMatchObject({
      id: olga.id,
      bringGameIds: [g1830, g1830],
      wantGameIds: [g1830],
      playWithRegistrationIds: [bob],
    });
  });

  it("shows the server's refusal inside the modal", async () => {
    open({
      'PUT /api/Registration/admin/update': () =>
        envelope(409, null, 'This attendee is already registered for this convention.'),
    });
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: /Olga Janssens/ }));
    await events.click(await screen.findByRole('button', { name: 'Update Registration' }));
    const dialog = within(await screen.findByRole('dialog'));
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This attendee is already registered for this convention.',
    );
  });

  it('downloads the export as registrations.csv', async () => {
    const csv = '\uFEFFFirst Name\r\nOlga\r\n';
    const base64 = Buffer.from(csv, 'utf8').toString('base64');
    open({
      'GET /api/Registration/admin/export-registrations': () =>
        envelope(200, { data: base64, fileName: 'registrations.csv' }),
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('registrations.csv');
    expect(clicked[0]!.href).toBe('blob:csv');
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    // The byte order mark must reach the file: spreadsheets need it for accented names.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(blobs[0]!));
    expect(text).toBe(csv);
  });

  it('exports a semicolon CSV or an .xlsx workbook when chosen', async () => {
    const base64 = Buffer.from('PK', 'utf8').toString('base64');
    open({
      'GET /api/Registration/admin/export-registrations': () =>
        envelope(200, { data: base64, fileName: 'registrations.xlsx' }),
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:file';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('combobox', { name: 'Export format' }));
    await events.click(await screen.findByRole('option', { name: /semicolon separated/ }));
    await events.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(fetchedUrls().at(-1)).toMatch(
      /export-registrations\?format=csv&separator=semicolon&conventionId=7$/,
    );

    await events.click(screen.getByRole('combobox', { name: 'Export format' }));
    await events.click(await screen.findByRole('option', { name: 'Excel workbook (.xlsx)' }));
    await events.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(fetchedUrls().at(-1)).toMatch(/export-registrations\?format=xlsx&conventionId=7$/);
    expect(clicked[1]!.download).toBe('registrations.xlsx');
    expect(blobs[1]!.type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('counts the registered and checked-in attendees per session and filters by session', async () => {
    open();
    const counts = within(await screen.findByRole('region', { name: 'Per Session' }));
    const friday = counts.getByText('Friday Evening').parentElement!;
    expect(friday).toHaveTextContent('2 registered · 1 checked in');
    const saturday = counts.getByText('Saturday Day').parentElement!;
    expect(saturday).toHaveTextContent('1 registered · 1 checked in');

    await userEvent.click(screen.getByRole('combobox', { name: 'Session' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Saturday Day' }));
    await waitFor(() => expect(screen.queryByText('Olga Janssens')).not.toBeInTheDocument());
    expect(screen.getByText('Guest Player')).toBeInTheDocument();
  });

  it('saves a check-in at once, and takes it back when the server refuses', async () => {
    let refuse = false;
    const api = open({
      'PUT /api/Registration/admin/0b7d5a3e-1a2b-4c3d-8e9f-000000000001/checked-in': ({ body }) =>
        refuse
          ? envelope(500, null, 'Database down.')
          : envelope(200, { ...olga, ...(body as object) }),
    });
    const box = await screen.findByRole('checkbox', { name: 'Checked in: Olga Janssens' });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Checked in: Guest Player' })).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await waitFor(() =>
      expect(
        bodyOf(api, 'PUT /api/Registration/admin/0b7d5a3e-1a2b-4c3d-8e9f-000000000001/checked-in'),
      ).toEqual({
        checkedIn: true,
      }),
    );
    refuse = true;
    await userEvent.click(box);
    expect(await screen.findByText('Database down.')).toBeInTheDocument();
    await waitFor(() => expect(box).toBeChecked());
  });

  it('downloads the check-in list and the name badges of the active convention, under the names the server gives', async () => {
    open({
      'GET /api/Registration/admin/checkin-list': () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition':
              'attachment; filename="checkin-list-hiver-a-malines-2031-2031-05-20.pdf"; filename*=UTF-8\'\'checkin-list-hiver-%C3%A0-malines-2031-2031-05-20.pdf',
          },
        }),
      'GET /api/Registration/admin/badges': () =>
        new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } }),
    });
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Check-in List (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('checkin-list-hiver-à-malines-2031-2031-05-20.pdf');
    expect(fetchedUrls().at(-1)).toMatch(/checkin-list\?conventionId=7$/);
    await events.click(screen.getByRole('button', { name: 'Name Badges (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    // Without a name from the server, the list's own.
    expect(clicked[1]!.download).toBe('badges.pdf');
    expect(fetchedUrls().at(-1)).toMatch(/badges\?conventionId=7$/);
  });

  it("shows the server's errorMessage when the export fails", async () => {
    open({
      'GET /api/Registration/admin/export-registrations': () =>
        envelope(500, null, 'An unexpected error occurred.'),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
  });
});
