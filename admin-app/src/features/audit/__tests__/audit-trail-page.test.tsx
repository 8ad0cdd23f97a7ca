import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, AuditPage } from 'shared-api';
import { makeUser, renderWithProviders, stubApi } from 'test-support';
import { AuditTrailPage, NO_AUDIT_ENTRIES } from '../components/audit-trail-page';
import { NO_ACTOR } from '../components/audit-entry-card';

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2031-05-31T08:05:00.000Z',
  actor: { id: 'admin-id', name: 'Site Admin', email: 'admin@18xx.be' },
  action: 'registration.checked-in',
  targetType: 'registration',
  targetId: 'reg-1',
  targetLabel: 'Zoë Ødegård',
  targetSearch: 'zoe@18xx.be',
  details: { checkedIn: true },
  ...overrides,
});

const page = (items: AuditEntry[], pageNumber = 1, totalCount = items.length): AuditPage => ({
  items,
  totalCount,
  totalPages: Math.ceil(totalCount / 25),
  pageSize: 25,
  pageNumber,
});

const renderPage = (
  answer: (query: Record<string, string>) => AuditPage,
  route = '/admin/audit',
) => {
  const api = stubApi({
    'GET /api/Audit': (call) => ({ data: answer(call.query ?? {}) }),
  });
  renderWithProviders(<AuditTrailPage />, { user: makeUser(['ADMIN']), route });
  return api;
};

describe('AuditTrailPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says who did what to what and when, in Brussels time, the object linked to its list', async () => {
    renderPage(() =>
      page([
        entry(1),
        entry(2, {
          actor: null,
          action: 'auth.login.failed',
          targetType: null,
          targetId: null,
          targetLabel: null,
          targetSearch: null,
        }),
      ]),
    );
    const first = (await screen.findByText('registration.checked-in')).closest('li')!;
    expect(within(first).getByText('31/05/2031, 10:05 (Brussels time)')).toBeInTheDocument();
    expect(within(first).getByText('Site Admin')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'registration Zoë Ødegård' })).toHaveAttribute(
      'href',
      '/admin/registrations?search=zoe%4018xx.be',
    );
    const second = screen.getByText('auth.login.failed').closest('li')!;
    expect(within(second).getByText(NO_ACTOR)).toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters with the keyboard, keeps the filter in the address, and pages', async () => {
    const api = renderPage((query) =>
      query.actor
        ? page([entry(query.page === '2' ? 30 : 3)], Number(query.page ?? 1), 30)
        : page([]),
    );
    expect(await screen.findByText(NO_AUDIT_ENTRIES)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Who' }), 'zoe odegard{Enter}');
    await screen.findByText('registration.checked-in');
    expect(api.calls.at(-1)?.query).toEqual({ actor: 'zoe odegard', page: '1' });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() =>
      expect(api.calls.at(-1)?.query).toEqual({ actor: 'zoe odegard', page: '2' }),
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(NO_AUDIT_ENTRIES)).toBeInTheDocument();
    expect(api.calls.at(-1)?.query).toEqual({ page: '1' });
  });

  it('shows the server’s sentence when the filter is refused', async () => {
    stubApi({
      'GET /api/Audit': { error: 'From must be on or before To.', status: 400 },
    });
    renderWithProviders(<AuditTrailPage />, {
      user: makeUser(['ADMIN']),
      route: '/admin/audit?from=2031-02-01&to=2031-01-01',
    });
    expect(await screen.findByText('From must be on or before To.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2031-02-01');
  });
});
