import { screen, within } from '@testing-library/react';
import type { Attention } from 'shared-api';
import { makeUser, renderWithProviders, stubApi } from 'test-support';
import { AdminDashboardPage, NO_ACTIVE_CONVENTION } from '../components/admin-dashboard-page';

const NOTHING = { count: 0, amountCents: 0 };

const attention = (overrides: Partial<Attention> = {}): Attention => ({
  convention: { id: 7, name: 'Spring Convention 2031' },
  accountsAwaitingApproval: 0,
  unreadMessages: 0,
  failedMails: 0,
  invoicesNotSent: 0,
  unpaidInvoices: NOTHING,
  overdueInvoices: NOTHING,
  partlyPaidInvoices: NOTHING,
  refundsDue: NOTHING,
  freePlaces: 5,
  waitingList: 0,
  unseatedAttendees: 0,
  unmatchedWishes: 0,
  publishedTablesChanged: false,
  ...overrides,
});

const renderPage = async (data: Attention, route = '/admin') => {
  const api = stubApi({ 'GET /api/Admin/attention': { data } });
  renderWithProviders(<AdminDashboardPage />, { user: makeUser(['ADMIN']), route });
  await screen.findByRole('heading', { level: 1, name: 'What Needs Attention' });
  await screen.findByRole('region', { name: 'Money' });
  return api;
};

const link = (name: string) => screen.getByRole('link', { name });

describe('AdminDashboardPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('links each count to the list filtered to what resolves it, amounts beside the invoices', async () => {
    await renderPage(
      attention({
        accountsAwaitingApproval: 2,
        unreadMessages: 1,
        invoicesNotSent: 3,
        unpaidInvoices: { count: 2, amountCents: 15000 },
        overdueInvoices: { count: 1, amountCents: 7500 },
        partlyPaidInvoices: { count: 1, amountCents: 2500 },
        refundsDue: { count: 1, amountCents: 500 },
        waitingList: 4,
        publishedTablesChanged: true,
      }),
    );
    expect(screen.getByText('Spring Convention 2031')).toBeInTheDocument();
    expect(link('3 invoices not sent')).toHaveAttribute(
      'href',
      '/admin/registrations?status=not_invoiced',
    );
    expect(link('2 accounts waiting for approval')).toHaveAttribute(
      'href',
      '/admin/user-management?status=awaiting-approval',
    );
    expect(link('1 unread message')).toHaveAttribute('href', '/admin/inbox');
    expect(link('2 unpaid invoices: €150.00 outstanding')).toHaveAttribute(
      'href',
      '/admin/payments?status=unpaid',
    );
    expect(link('1 overdue invoice: €75.00 outstanding')).toHaveAttribute(
      'href',
      '/admin/payments?status=overdue',
    );
    expect(link('1 partly paid invoice: €25.00 outstanding')).toHaveAttribute(
      'href',
      '/admin/payments?status=partially_paid',
    );
    expect(link('1 refund due: €5.00 to pay back')).toHaveAttribute(
      'href',
      '/admin/payments?status=refund_due',
    );
    expect(link('4 people on the waiting list')).toBeInTheDocument();
    expect(link('The published tables changed')).toHaveAttribute('href', '/admin/table-planner');
  });

  it('reads zero where there is nothing to do', async () => {
    await renderPage(attention());
    const money = within(screen.getByRole('region', { name: 'Money' }));
    expect(money.getByRole('link', { name: '0 invoices not sent' })).toBeInTheDocument();
    expect(money.getByRole('link', { name: '0 unpaid invoices' })).toBeInTheDocument();
    expect(money.getByRole('link', { name: '0 refunds due' })).toBeInTheDocument();
    expect(link('0 accounts waiting for approval')).toBeInTheDocument();
    expect(link('0 mails failed')).toHaveAttribute('href', '/admin/logs');
    expect(link('The published tables are up to date')).toBeInTheDocument();
  });

  it('asks for the convention in the address, and says when none is active', async () => {
    const api = stubApi({
      'GET /api/Admin/attention': {
        data: attention({ convention: null, freePlaces: null }),
      },
    });
    renderWithProviders(<AdminDashboardPage />, {
      user: makeUser(['ADMIN']),
      route: '/admin?conventionId=3',
    });
    expect(await screen.findByText(NO_ACTIVE_CONVENTION)).toBeInTheDocument();
    expect(api.calls[0]?.query).toEqual({ conventionId: '3' });
    expect(screen.queryByRole('region', { name: 'Money' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'People' })).toBeInTheDocument();
  });
});
