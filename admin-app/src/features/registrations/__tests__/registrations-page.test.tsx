import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRegistration } from 'shared-api';
import {
  bodyOf,
  makeUser,
  renderWithProviders,
  envelope,
  stubApi,
  type StubAnswers,
} from 'test-support';
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

const open = (handlers: StubAnswers = {}) => {
  const fetchMock = stubApi({
    'GET /api/Convention/active': () => envelope(200, convention),
    'GET /api/Registration/admin/active-convention-registrations': () =>
      envelope(200, [olga, guest]),
    'GET /api/Registration/admin/waiting-list': () => envelope(200, []),
    ...handlers,
  });
  renderWithProviders(<RegistrationsPage actions={ContactStub} />, { user: makeUser(['ADMIN']) });
  return fetchMock;
};

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

  it('cancels a registration after a confirmation stating the refund rule', async () => {
    const fetchMock = open({
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
    expect(dialog.getByText(/at least one month before the start/)).toBeInTheDocument();
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
    expect(fetchedUrls().at(-1)).toMatch(/export-registrations\?format=csv&separator=semicolon$/);

    await events.click(screen.getByRole('combobox', { name: 'Export format' }));
    await events.click(await screen.findByRole('option', { name: 'Excel workbook (.xlsx)' }));
    await events.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(fetchedUrls().at(-1)).toMatch(/export-registrations\?format=xlsx$/);
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

  it('downloads the check-in list and the name badges of the active convention', async () => {
    open({
      'GET /api/Registration/admin/checkin-list': () =>
        new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } }),
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
    expect(clicked[0]!.download).toBe('checkin-list.pdf');
    expect(fetchedUrls().at(-1)).toMatch(/checkin-list\?conventionId=7$/);
    await events.click(screen.getByRole('button', { name: 'Name Badges (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
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
