import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRow } from 'shared-api';
import { clubWallClock } from 'shared-api/contract';
import {
  bodyOf,
  envelope,
  makeUser,
  renderWithProviders,
  setViewportWidth,
  stubApi,
} from 'test-support';
import { PaymentsPage } from '../components/payments-page';

jest.setTimeout(30_000);

const row = (overrides: Partial<PaymentRow> = {}): PaymentRow => {
  const given = {
    invoiceId: 'i-1',
    invoiceNumber: '2031-0001',
    registrationIds: ['r-1'],
    recipient: { userId: 'u-1', firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.com' },
    amountCents: 9000,
    paidCents: 0,
    status: 'unpaid' as const,
    refundDueCents: 0,
    structuredReference: '+++203/1000/00101+++',
    dueDate: '2031-05-16',
    lastRemindedAt: null,
    payments: [],
    ...overrides,
  };
  // What is left follows from the amount and what was received, as the ledger says.
  return { leftCents: given.amountCents - given.paidCents, paidOn: null, ...given };
};

/**
 * The bank statement part of the page asks for the lines to assign; here there are none. No
 * convention yet: the page lists every invoice.
 */
const noLinesToAssign = {
  'GET /api/Payments/import/unmatched': () =>
    envelope(200, { items: [], totalCount: 0, totalPages: 0, pageSize: 50, pageNumber: 1 }),
  'GET /api/Convention': () => envelope(200, []),
};

beforeEach(() => setViewportWidth(1280));

describe('PaymentsPage', () => {
  it('lists invoices with totals and records a payment by hand', async () => {
    const fetchMock = stubApi({
      ...noLinesToAssign,
      'GET /api/Payments': () =>
        envelope(200, [
          row(),
          row({
            invoiceId: 'i-2',
            invoiceNumber: '2031-0002',
            paidCents: 4500,
            amountCents: 4500,
            status: 'paid',
            payments: [
              {
                paymentId: 'p-1',
                amountCents: 4500,
                method: 'cash',
                date: '2031-05-02',
                note: '',
                recordedBy: 'Admin',
                fromStatement: false,
              },
            ],
          }),
        ]),
      'POST /api/Payments/i-1/record': () =>
        envelope(200, { paymentId: 'p-2', status: 'paid', paidCents: 9000 }),
    });
    renderWithProviders(<PaymentsPage />, { user: makeUser(['ADMIN']) });
    const totals = within(await screen.findByLabelText('Totals'));
    expect(totals.getByText('€135.00')).toBeInTheDocument();
    expect(totals.getByText('€45.00')).toBeInTheDocument();
    expect(totals.getByText('€90.00')).toBeInTheDocument();
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Left to pay' })).toBeInTheDocument();
    const unpaid = within(screen.getByRole('row', { name: /2031-0001/ }));
    expect(unpaid.getAllByText('€90.00')).toHaveLength(2);
    const paid = within(screen.getByRole('row', { name: /2031-0002/ }));
    // Nothing left to pay, nothing owed back.
    expect(paid.getAllByText('€0.00')).toHaveLength(2);

    await userEvent.click(
      screen.getByRole('button', { name: 'Record payment for invoice 2031-0001' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', {
        name: 'Record Payment: Ann Peeters, invoice 2031-0001',
      }),
    );
    expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue('90.00');
    const [year, month, day] = clubWallClock(new Date()).toISOString().slice(0, 10).split('-');
    const date = dialog.getByRole('group', { name: 'Date' });
    expect(within(date).getByRole('spinbutton', { name: 'Day' })).toHaveTextContent(day!);
    expect(date.parentElement?.querySelector('input')).toHaveValue(`${day}/${month}/${year}`);
    await userEvent.click(dialog.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')).toEqual({
        amountCents: 9000,
        method: 'bank_transfer',
        date: `${year}-${month}-${day}`,
        note: '',
      }),
    );
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
  });

  it('prefills Refund with the refund due', async () => {
    stubApi({
      ...noLinesToAssign,
      'GET /api/Payments': () =>
        envelope(200, [
          row({ amountCents: 4500, paidCents: 9000, status: 'overpaid', refundDueCents: 4500 }),
        ]),
    });
    renderWithProviders(<PaymentsPage />, { user: makeUser(['ADMIN']) });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Record payment for invoice 2031-0001' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: /Record Payment/ }));
    expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue('0.00');
    await userEvent.click(dialog.getByRole('combobox', { name: /Method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Refund' }));
    expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue('45.00');
  });

  it('refuses an amount of nothing before calling the server', async () => {
    const fetchMock = stubApi({
      ...noLinesToAssign,
      'GET /api/Payments': () => envelope(200, [row()]),
    });
    renderWithProviders(<PaymentsPage />, { user: makeUser(['ADMIN']) });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Record payment for invoice 2031-0001' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: /Record Payment/ }));
    await userEvent.clear(dialog.getByRole('textbox', { name: /Amount/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect(
      await dialog.findByText('The amount must be a whole number of cents above 0.'),
    ).toBeInTheDocument();
    expect(fetchMock.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('previews who gets a reminder, sends it, and shows when one was last sent', async () => {
    const fetchMock = stubApi({
      ...noLinesToAssign,
      'GET /api/Payments': () =>
        envelope(200, [
          row({ lastRemindedAt: '2031-05-10T08:00:00.000Z' }),
          row({
            invoiceId: 'i-2',
            invoiceNumber: '2031-0002',
            recipient: {
              userId: 'u-2',
              firstName: 'Bo',
              lastName: 'Paid',
              email: 'bo@example.com',
            },
            paidCents: 9000,
            status: 'paid',
          }),
        ]),
      'POST /api/Payments/remind': () => envelope(200, { sent: 1 }),
    });
    renderWithProviders(<PaymentsPage />, { user: makeUser(['ADMIN']) });
    expect(await screen.findByText('Reminded 10/05/2031')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remind Chosen (0)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose invoice 2031-0001' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose invoice 2031-0002' }));
    // Bo has paid: chosen, but nothing to remind him of.
    await userEvent.click(screen.getByRole('button', { name: 'Remind Chosen (1)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remind Chosen' }));
    expect(dialog.getByText(/Ann Peeters \(ann@example.com\)/)).toBeInTheDocument();
    expect(dialog.queryByText(/bo@example.com/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Send 1 Reminder' }));
    expect(await screen.findByText('1 reminder sent.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST')).toEqual({ invoiceIds: ['i-1'] });
  });

  it('filters, puts the overdue first, and reminds every overdue invoice at once', async () => {
    const fetchMock = stubApi({
      ...noLinesToAssign,
      'GET /api/Payments': () =>
        envelope(200, [
          row(),
          row({
            invoiceId: 'i-2',
            invoiceNumber: '2031-0002',
            dueDate: '2020-01-10',
            recipient: {
              userId: 'u-2',
              firstName: 'Cas',
              lastName: 'Late',
              email: 'cas@example.com',
            },
          }),
          row({
            invoiceId: 'i-3',
            invoiceNumber: '2031-0003',
            amountCents: 4500,
            paidCents: 9000,
            status: 'overpaid',
            refundDueCents: 4500,
          }),
        ]),
      'POST /api/Payments/remind': () => envelope(200, { sent: 1 }),
    });
    renderWithProviders(<PaymentsPage />, { user: makeUser(['ADMIN']) });
    const table = await screen.findByRole('table', { name: 'Invoices and payments' });
    const numbers = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => /2031-\d{4}/.exec(r.textContent ?? '')?.[0]);
    expect(numbers()).toEqual(['2031-0002', '2031-0001', '2031-0003']);
    expect(
      within(screen.getByRole('row', { name: /2031-0002/ })).getByText('Overdue'),
    ).toBeVisible();
    const totals = within(screen.getByLabelText('Totals'));
    expect(totals.getByText('€45.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Refund due' }));
    expect(numbers()).toEqual(['2031-0003']);

    await userEvent.click(screen.getByRole('button', { name: 'Remind All Overdue (1)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remind All Overdue' }));
    expect(dialog.getByText(/Cas Late/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send 1 Reminder' }));
    expect(await screen.findByText('1 reminder sent.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST')).toEqual({ invoiceIds: ['i-2'] });
  });

  it("shows the chosen convention's invoices as cards on a phone, and exports them", async () => {
    setViewportWidth(390);
    URL.createObjectURL = jest.fn(() => 'blob:payments');
    URL.revokeObjectURL = jest.fn();
    const conventions = [
      { id: 7, name: 'Spring 2031', isActive: true },
      { id: 6, name: 'Winter 2030', isActive: false },
    ].map((c) => ({
      ...c,
      startDate: '2031-05-30T00:00:00.000Z',
      endDate: '2031-06-01T00:00:00.000Z',
      season: 'SPRING',
      registrationOpen: true,
      capacity: null,
      registeredAttendees: 0,
      waitingAttendees: 0,
      sessions: [],
      featuredGames: [],
    }));
    const fetchMock = stubApi({
      ...noLinesToAssign,
      'GET /api/Convention': () => envelope(200, conventions),
      'GET /api/Payments': (call) => envelope(200, call.query?.conventionId === '6' ? [] : [row()]),
      'GET /api/Payments/export': () =>
        envelope(200, { data: btoa('Invoice Number'), fileName: 'invoices-spring-2031.csv' }),
    });
    renderWithProviders(<PaymentsPage />, { user: makeUser(['ADMIN']) });
    const cards = await screen.findByRole('list', { name: 'Invoices and payments' });
    expect(within(cards).getByText('Left to pay')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetchMock.calls.find((c) => c.path === '/api/Payments')?.query).toEqual({
      conventionId: '7',
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Export for the accountant' }));
    await userEvent.click(
      await screen.findByRole('option', {
        name: 'Invoices, CSV semicolon separated (Excel in Belgium)',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(fetchMock.calls.find((c) => c.path === '/api/Payments/export')?.query).toEqual({
        conventionId: '7',
        format: 'csv',
        separator: 'semicolon',
        list: 'invoices',
      }),
    );
    expect(URL.createObjectURL).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Convention' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Winter 2030' }));
    expect(await screen.findByText('No invoices have been sent yet.')).toBeInTheDocument();
  });
});
