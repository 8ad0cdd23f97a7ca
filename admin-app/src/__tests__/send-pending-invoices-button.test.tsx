import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRegistration } from 'shared-api';
import { bodyOf, envelope, makeUser, renderWithProviders, stubApi } from 'test-support';
import { registration } from '../features/registrations/__tests__/fixtures';
import {
  pendingPayers,
  SendPendingInvoicesButton,
} from '../features/invoices/components/send-pending-invoices-button';

jest.setTimeout(30_000);

const person = (userId: string, firstName: string, overrides: Partial<AdminRegistration> = {}) =>
  registration({
    id: `r-${userId}`,
    userId,
    attendeeFirstName: firstName,
    attendeeEmail: `${firstName.toLowerCase()}@example.com`,
    registeredBy: {
      userId,
      firstName,
      lastName: 'Janssens',
      email: `${firstName.toLowerCase()}@example.com`,
    },
    ...overrides,
  });

const everyone = [
  person('u-ann', 'Ann'),
  person('u-bo', 'Bo'),
  person('u-cas', 'Cas'),
  person('u-dee', 'Dee', { isInvoiceSent: true }),
  person('u-eve', 'Eve', { status: 'waiting' }),
  // Ann's guest: on Ann's invoice.
  person('u-ann', 'Ann', {
    id: 'r-guest',
    attendeeFirstName: 'Guest',
    attendeeEmail: 'guest@example.com',
    registerDifferentPerson: true,
  }),
];

describe('SendPendingInvoicesButton', () => {
  it('lists each registrant still waiting for an invoice once', () => {
    expect(pendingPayers(everyone).map((item) => item.id)).toEqual(['u-ann', 'u-bo', 'u-cas']);
  });

  it('sends every pending invoice in one action, then lists what was sent and what failed', async () => {
    const api = stubApi({
      'GET /api/Registration/admin/active-convention-registrations': () => envelope(200, everyone),
      'POST /api/Inbox/admin/invoice/send-many': () =>
        envelope(200, {
          succeeded: [
            { id: 'u-ann', name: 'Ann Janssens' },
            { id: 'u-bo', name: 'Bo Janssens' },
          ],
          failed: [{ id: 'u-cas', name: 'Cas Janssens', reason: 'Set the IBAN first.' }],
        }),
    });
    renderWithProviders(<SendPendingInvoicesButton />, { user: makeUser(['ADMIN']) });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send All Pending Invoices (3)' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Send 3 invoices?' }));
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ann Janssens (ann@example.com)',
      'Bo Janssens (bo@example.com)',
      'Cas Janssens (cas@example.com)',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Send 3 invoices' }));
    expect(bodyOf(api, 'POST')).toEqual({ userIds: ['u-ann', 'u-bo', 'u-cas'] });
    const done = within(await screen.findByRole('dialog', { name: 'Done' }));
    expect(done.getByRole('status')).toHaveTextContent('Sent: 2. Failed: 1.');
    expect(done.getByRole('list', { name: 'Failed' })).toHaveTextContent(
      'Cas Janssens: Set the IBAN first.',
    );
    // The keyboard goes on from Close.
    await waitFor(() => expect(done.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
