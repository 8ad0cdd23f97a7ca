import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRegistration, InvoicePreview } from 'shared-api';
import {
  makeUser,
  renderWithProviders,
  callsOf,
  envelope,
  stubApi,
  type StubAnswers,
} from 'test-support';
import { InvoiceActions } from '../components/invoice-actions';

jest.setTimeout(30_000);

const OLGA = '33333333-3333-4333-8333-333333333333';

const registration = (overrides: Partial<AdminRegistration> = {}): AdminRegistration => ({
  id: '0b7d5a3e-1a2b-4c3d-8e9f-000000000001',
  userId: OLGA,
  conventionId: 7,
  attendeeFirstName: 'Olga',
  attendeeLastName: 'Janssens',
  attendeeEmail: 'olga@example.com',
  attendeeYearOfBirth: 1980,
  attendeeNationality: 'Belgian',
  registerDifferentPerson: false,
  registeredBy: {
    userId: OLGA,
    firstName: 'Olga',
    lastName: 'Janssens',
    email: 'olga@example.com',
  },
  sessions: [],
  featuredGameIds: [],
  featuredGames: [],
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
  experienceLevel: 2,
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
  isInvoiceSent: false,
  checkedIn: false,
  checkedInSessionIds: [],
  ...overrides,
});

const preview: InvoicePreview = {
  recipientId: OLGA,
  conventionId: 7,
  conventionName: 'Spring Convention 2031',
  title: 'Registration Invoice — Spring Convention 2031',
  body: '<p>Dear Olga,</p><p>Invoice {{InvoiceNumber}}, reference {{StructuredReference}}</p><table><tr><td>Spring convention fee: Olga Janssens</td><td>€75.00</td></tr></table><p>Bank account: {{BankAccount}}</p>{{PaymentQr}}',
  lines: [
    { description: 'Spring convention fee: Olga Janssens', amount: 75 },
    { description: 'Parking: Olga Janssens (1-ABC-123)', amount: 15 },
  ],
  total: 90,
  placeholders: {
    InvoiceNumber: '2031-0007',
    StructuredReference: '+++203/1000/00755+++',
    PaymentQr:
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="EPC QR code: scan it with a banking app to pay this invoice" width="200" height="200">',
  },
};

const render = (r: AdminRegistration, handlers: StubAnswers = {}) => {
  const fetchMock = stubApi(handlers);
  renderWithProviders(<InvoiceActions registration={r} />, { user: makeUser(['ADMIN']) });
  return fetchMock;
};

describe('InvoiceActions', () => {
  it('offers Invoice Preview and Send Invoice while the invoice is awaited', () => {
    render(registration());
    expect(screen.getByRole('button', { name: 'Invoice Preview' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send Invoice' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'View Invoice' })).not.toBeInTheDocument();
  });

  it("disables both for an attendee registered on someone's behalf", () => {
    render(
      registration({
        attendeeFirstName: 'Guest',
        attendeeEmail: 'guest@example.com',
        registerDifferentPerson: true,
      }),
    );
    expect(screen.getByRole('button', { name: 'Invoice Preview' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Invoice' })).toBeDisabled();
  });

  it('previews the invoice as the member will receive it, edits and sends the draft with its placeholders after confirmation', async () => {
    const fetchMock = render(registration(), {
      [`GET /api/Inbox/admin/invoice/preview/${OLGA}`]: () => envelope(200, preview),
      'POST /api/Inbox/admin/invoice/send': () => envelope(200, { noteId: 'n-1' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Invoice Preview' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: /Invoice Preview: Olga Janssens/ }),
    );
    expect(await dialog.findByText('Spring convention fee: Olga Janssens')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(preview.title);
    // What the member will receive: the number, the reference and the QR code, not placeholders.
    expect(
      dialog.getByText('Invoice 2031-0007, reference +++203/1000/00755+++'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: /^EPC QR code/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );

    await userEvent.click(dialog.getByRole('button', { name: 'Edit HTML' }));
    const editor = await dialog.findByLabelText('Invoice (2 lines)');
    fireEvent.change(editor, {
      target: { value: preview.body.replace('{{BankAccount}}', 'BE68 5390 0754 7034') },
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(dialog.getByText('Bank account: BE68 5390 0754 7034')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Send Invoice' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Send Invoice' }));
    expect(confirm.getByText(/cannot be undone/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('Invoice sent successfully.')).toBeInTheDocument();
    const call = fetchMock.calls.find(({ method }) => method === 'POST');
    expect(call?.body).toEqual({
      recipientId: OLGA,
      title: preview.title,
      invoice: preview.body.replace('{{BankAccount}}', 'BE68 5390 0754 7034'),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows why sending failed and keeps the preview open', async () => {
    render(registration(), {
      [`GET /api/Inbox/admin/invoice/preview/${OLGA}`]: () => envelope(200, preview),
      'POST /api/Inbox/admin/invoice/send': () =>
        envelope(
          400,
          null,
          'The invoice still contains {{BankAccount}}: replace it before sending.',
        ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Invoice Preview' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Invoice Preview/ }));
    await dialog.findByText('Spring convention fee: Olga Janssens');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Invoice' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send Invoice' })).getByRole('button', {
        name: 'Send Invoice',
      }),
    );
    expect(await dialog.findByText(/still contains \{\{BankAccount\}\}/)).toBeInTheDocument();
    expect(await screen.findByText('Action Failed')).toBeInTheDocument();
  });

  it('says when the preview cannot be loaded', async () => {
    render(registration(), {
      [`GET /api/Inbox/admin/invoice/preview/${OLGA}`]: () =>
        envelope(404, null, 'No active convention found.'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Invoice Preview' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Invoice Preview/ }));
    expect(await dialog.findByText('No active convention found.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send Invoice' })).toBeDisabled();
  });

  it('sends the computed invoice straight from the row after confirmation', async () => {
    const fetchMock = render(registration(), {
      [`POST /api/Inbox/admin/invoice/send/${OLGA}`]: () => envelope(200, { noteId: 'n-1' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invoice' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send Invoice' })).getByRole('button', {
        name: 'Send Invoice',
      }),
    );
    expect(await screen.findByText('Invoice sent successfully.')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual([`POST /api/Inbox/admin/invoice/send/${OLGA}`]);
  });

  it('shows the sent invoice once sent', async () => {
    render(registration({ isInvoiceSent: true }), {
      'GET /api/Registration/admin/invoicelist': () =>
        envelope(200, [
          {
            invoiceId: 'i-0',
            recipientId: OLGA,
            conventionId: 6,
            invoice: '<p>Old one</p>',
            sentDate: '2030-01-01T00:00:00Z',
          },
          {
            invoiceId: 'i-1',
            recipientId: OLGA,
            conventionId: 7,
            invoice: '<p>Total €90.00</p>',
            sentDate: '2031-02-03T10:00:00Z',
          },
        ]),
    });
    expect(screen.queryByRole('button', { name: 'Send Invoice' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Invoice' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Sent Invoice/ }));
    expect(await dialog.findByText('Total €90.00')).toBeInTheDocument();
    expect(dialog.getByText('Sent on 03/02/2031')).toBeInTheDocument();
  });

  it('warns when the sent invoice cannot be found', async () => {
    render(registration({ isInvoiceSent: true }), {
      'GET /api/Registration/admin/invoicelist': () => envelope(200, []),
    });
    await userEvent.click(screen.getByRole('button', { name: 'View Invoice' }));
    expect(
      await screen.findByText('Could not find the invoice for this user.'),
    ).toBeInTheDocument();
  });
});
