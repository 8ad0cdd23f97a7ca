import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRow, StatementEntryRow } from 'shared-api';
import { bodyOf, callsOf, envelope, makeUser, renderWithProviders, stubApi } from 'test-support';
import { PaymentsPage } from '../components/payments-page';

jest.setTimeout(30_000);

const invoice = (overrides: Partial<PaymentRow> = {}): PaymentRow => {
  const given = {
    invoiceId: 'i-1',
    invoiceNumber: '2031-0001',
    registrationIds: ['r-1'],
    recipient: { userId: 'u-1', firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.com' },
    amountCents: 7500,
    paidCents: 0,
    refundDueCents: 0,
    status: 'unpaid' as const,
    structuredReference: '+++203/1000/00101+++',
    dueDate: '2031-05-16',
    lastRemindedAt: null,
    payments: [],
    ...overrides,
  };
  // What is left follows from the amount and what was received, as the ledger says.
  return { leftCents: given.amountCents - given.paidCents, paidOn: null, ...given };
};

const line = (overrides: Partial<StatementEntryRow> = {}): StatementEntryRow => ({
  entryId: 'e-1',
  bankReference: 'ACCT-1',
  format: 'camt.053',
  bookedOn: '2031-05-02',
  amountCents: 7500,
  counterpartyName: 'PEETERS ANN',
  counterpartyIban: 'BE71096123456769',
  communication: 'convention',
  state: 'suggested',
  suggestion: {
    invoiceId: 'i-1',
    invoiceNumber: '2031-0001',
    recipientName: 'Ann Peeters',
    amountCents: 7500,
  },
  ...overrides,
});

/** One page of lines to assign, as the paged list answers it. */
const linesPage = (items: StatementEntryRow[], pageNumber = 1, totalCount = items.length) => ({
  items,
  totalCount,
  totalPages: Math.ceil(totalCount / 50),
  pageSize: 50,
  pageNumber,
});

const invoices = [
  invoice(),
  invoice({
    invoiceId: 'i-2',
    invoiceNumber: '2031-0002',
    recipient: { userId: 'u-2', firstName: 'Bo', lastName: 'Claes', email: 'bo@example.com' },
  }),
];

describe('Import Bank Statement', () => {
  it('sends the chosen file in base64 and shows what the import did', async () => {
    const fetchMock = stubApi({
      'GET /api/Payments': () => envelope(200, invoices),
      'GET /api/Payments/import/unmatched': () => envelope(200, linesPage([])),
      'POST /api/Payments/import': () =>
        envelope(200, {
          format: 'camt.053',
          entries: 5,
          matched: 2,
          suggested: 1,
          unmatched: 1,
          alreadyImported: 0,
          skipped: 1,
        }),
    });
    renderWithProviders(<PaymentsPage />, { user: makeUser(['ADMIN']) });
    await screen.findByRole('button', { name: 'Import Bank Statement' });
    const file = new File(['<Document/>'], 'march.xml', { type: 'application/xml' });
    await userEvent.upload(screen.getByTestId('statement-file'), file);
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST /api/Payments/import')).toEqual({
        fileName: 'march.xml',
        contentBase64: Buffer.from('<Document/>').toString('base64'),
      }),
    );
    expect(
      await screen.findByText('Bank statement imported: 2 recorded, 1 suggested, 1 unmatched.'),
    ).toBeInTheDocument();
    const counts = within(screen.getByLabelText('Import result'));
    expect(counts.getByText('Lines in the file').nextSibling).toHaveTextContent('5');
    expect(counts.getByText('Suggested').nextSibling).toHaveTextContent('1');
    // The lines to assign are asked for again after the import.
    await waitFor(() =>
      expect(
        callsOf(fetchMock).filter((call) => call === 'GET /api/Payments/import/unmatched'),
      ).toHaveLength(2),
    );
  });

  it("shows the server's reason when a file is refused", async () => {
    stubApi({
      'GET /api/Payments': () => envelope(200, invoices),
      'GET /api/Payments/import/unmatched': () => envelope(200, linesPage([])),
      'POST /api/Payments/import': () =>
        envelope(400, null, 'The file is not well-formed XML (line 1: unclosed tag).'),
    });
    renderWithProviders(<PaymentsPage />, { user: makeUser(['ADMIN']) });
    await screen.findByRole('button', { name: 'Import Bank Statement' });
    await userEvent.upload(
      screen.getByTestId('statement-file'),
      new File(['<Doc'], 'broken.xml', { type: 'application/xml' }),
    );
    // The alert and the toast.
    await waitFor(() =>
      expect(
        screen.getAllByText('The file is not well-formed XML (line 1: unclosed tag).'),
      ).toHaveLength(2),
    );
    expect(await screen.findByText('Action Failed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Import result')).toBeNull();
  });

  it('confirms a suggestion and assigns an unmatched line to the chosen invoice', async () => {
    const fetchMock = stubApi({
      'GET /api/Payments': () => envelope(200, invoices),
      'GET /api/Payments/import/unmatched': () =>
        envelope(
          200,
          linesPage([
            line(),
            line({
              entryId: 'e-2',
              bankReference: 'ACCT-2',
              amountCents: 1234,
              counterpartyName: 'ACME BV',
              state: 'unmatched',
              suggestion: null,
            }),
          ]),
        ),
      'POST /api/Payments/import/e-1/assign': () =>
        envelope(200, { paymentId: 'p-1', status: 'paid', paidCents: 7500 }),
      'POST /api/Payments/import/e-2/assign': () =>
        envelope(200, { paymentId: 'p-2', status: 'partially_paid', paidCents: 1234 }),
    });
    renderWithProviders(<PaymentsPage />, { user: makeUser(['ADMIN']) });
    expect(await screen.findByText('Bank statement lines to assign (2)')).toBeInTheDocument();
    expect(
      screen.getByText('Suggested: invoice 2031-0001 of Ann Peeters (€75.00)'),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Confirm €75.00 from PEETERS ANN of 02/05/2031 as the payment of invoice 2031-0001',
      }),
    );
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST /api/Payments/import/e-1/assign')).toEqual({
        invoiceId: 'i-1',
      }),
    );
    expect(
      await screen.findByText('Payment recorded from the bank statement.'),
    ).toBeInTheDocument();

    const assign = screen.getByRole('button', {
      name: 'Assign €12.34 from ACME BV of 02/05/2031 to the chosen invoice',
    });
    expect(assign).toBeDisabled();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Invoice that €12.34 from ACME BV of 02/05/2031 pays' }),
      'i-2',
    );
    await userEvent.click(assign);
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST /api/Payments/import/e-2/assign')).toEqual({
        invoiceId: 'i-2',
      }),
    );
  });
});

it('pages a long list: 50 lines a page, the next page asked for by number', async () => {
  const user = userEvent.setup();
  const fetchMock = stubApi({
    'GET /api/Payments': () => envelope(200, invoices),
    'GET /api/Payments/import/unmatched': ({ query }) => {
      const pageNumber = Number(query?.pageNumber);
      const first = (pageNumber - 1) * 50;
      return envelope(
        200,
        linesPage(
          Array.from({ length: Math.min(50, 120 - first) }, (_, index) =>
            line({
              entryId: `e-${first + index}`,
              bankReference: `ACCT-${first + index}`,
              counterpartyName: `Payer ${first + index}`,
              state: 'unmatched',
              suggestion: null,
            }),
          ),
          pageNumber,
          120,
        ),
      );
    },
  });
  renderWithProviders(<PaymentsPage />, { user: makeUser(['ADMIN']) });
  expect(await screen.findByText('Bank statement lines to assign (120)')).toBeInTheDocument();
  expect(screen.getByText('Showing 1-50 of 120 lines')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Assign / })).toHaveLength(50);
  await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
  expect(await screen.findByText('Showing 101-120 of 120 lines')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Assign / })).toHaveLength(20);
  expect(screen.getByText('Payer 119', { exact: false })).toBeInTheDocument();
  expect(
    fetchMock.calls
      .filter((call) => call.path === '/api/Payments/import/unmatched')
      .map((call) => call.query),
  ).toEqual([
    { pageNumber: '1', pageSize: '50' },
    { pageNumber: '3', pageSize: '50' },
  ]);
});

it('goes back a page when confirming the last line of the last page empties it', async () => {
  let remaining = 51;
  const fetchMock = stubApi({
    'GET /api/Payments': () => envelope(200, invoices),
    'GET /api/Payments/import/unmatched': ({ query }) => {
      const pageNumber = Number(query?.pageNumber);
      const first = (pageNumber - 1) * 50;
      return envelope(
        200,
        linesPage(
          Array.from({ length: Math.max(0, Math.min(50, remaining - first)) }, (_, index) =>
            line({ entryId: `e-${first + index}`, counterpartyName: `Payer ${first + index}` }),
          ),
          pageNumber,
          remaining,
        ),
      );
    },
    'POST /api/Payments/import/e-50/assign': () => {
      remaining = 50;
      return envelope(200, { paymentId: 'p-50', status: 'paid', paidCents: 7500 });
    },
  });
  renderWithProviders(<PaymentsPage />, { user: makeUser(['ADMIN']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));
  expect(await screen.findByText('Showing 51-51 of 51 lines')).toBeInTheDocument();
  await userEvent.click(
    screen.getByRole('button', {
      name: 'Confirm €75.00 from Payer 50 of 02/05/2031 as the payment of invoice 2031-0001',
    }),
  );
  expect(await screen.findByText('Showing 1-50 of 50 lines')).toBeInTheDocument();
  expect(
    fetchMock.calls
      .filter((call) => call.path === '/api/Payments/import/unmatched')
      .map((call) => call.query?.pageNumber),
  ).toEqual(['1', '2', '2', '1']);
});
