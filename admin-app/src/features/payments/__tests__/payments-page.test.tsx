import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRow } from 'shared-api';
import { bodyOf, envelope, makeUser, renderWithProviders, stubApi } from 'test-support';
import { PaymentsPage } from '../components/payments-page';

jest.setTimeout(30_000);

const row = (overrides: Partial<PaymentRow> = {}): PaymentRow => ({
  invoiceId: 'i-1',
  invoiceNumber: '2031-0001',
  registrationIds: ['r-1'],
  recipient: { userId: 'u-1', firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.com' },
  amountCents: 9000,
  paidCents: 0,
  status: 'unpaid',
  refundDueCents: 0,
  structuredReference: '+++203/1000/00101+++',
  dueDate: '2031-05-16',
  lastRemindedAt: null,
  payments: [],
  ...overrides,
});

/** The bank statement part of the page asks for the lines to assign; here there are none. */
const noLinesToAssign = { 'GET /api/Payments/import/unmatched': () => envelope(200, []) };

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

    await userEvent.click(
      screen.getByRole('button', { name: 'Record payment for invoice 2031-0001' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: /Record Payment/ }));
    expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue('90.00');
    await userEvent.clear(dialog.getByRole('textbox', { name: /Date/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Date/ }), '2031-05-03');
    await userEvent.click(dialog.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')).toEqual({
        amountCents: 9000,
        method: 'bank_transfer',
        date: '2031-05-03',
        note: '',
      }),
    );
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
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
    await userEvent.click(screen.getByRole('button', { name: 'Send Reminders (1)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send Reminders' }));
    expect(dialog.getByText(/Ann Peeters \(ann@example.com\)/)).toBeInTheDocument();
    expect(dialog.queryByText(/bo@example.com/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reminders' }));
    expect(await screen.findByText('1 reminder sent.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST')).toEqual({ invoiceIds: ['i-1'] });
  });
});
