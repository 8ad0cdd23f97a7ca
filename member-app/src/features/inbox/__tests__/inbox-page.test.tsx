import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { INBOX_OPENED_EVENT } from 'shared-api';
import { makeUser, renderWithProviders, stubApi } from 'test-support';
import { InboxPage } from '../components/inbox-page';
import { inboxItem, inboxPage } from './inbox-fixtures';

jest.setTimeout(30_000);

let restore = () => undefined as void;
afterEach(() => restore());

const Where = () => {
  const location = useLocation();
  return (
    <p data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>
  );
};

const open = (answers: Parameters<typeof stubApi>[0], route = '/inbox') => {
  const api = stubApi(answers);
  restore = api.restore;
  renderWithProviders(
    <Routes>
      <Route path="/inbox" element={<InboxPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { user: makeUser(['USER']), route },
  );
  return api;
};

describe('InboxPage', () => {
  it('fires inbox-opened and lists the conversations with the paging summary', async () => {
    const opened = jest.fn();
    window.addEventListener(INBOX_OPENED_EVENT, opened);
    const base = inboxItem({}, 'n-2');
    const unread = inboxItem(
      { isRead: false, message: { ...base.message, title: 'Invoice' } },
      'n-2',
    );
    const { calls } = open({
      'GET /api/Inbox': {
        data: inboxPage([unread, inboxItem()], { totalCount: 42, totalPages: 3, pageNumber: 1 }),
      },
    });
    expect(
      await screen.findByRole('link', { name: 'Dates?', hidden: false }, { timeout: 10_000 }),
    ).toBeDefined();
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(INBOX_OPENED_EVENT, opened);
    expect(screen.getByText('Showing 1-20 of 42 messages')).toBeInTheDocument();
    expect(screen.getAllByText('To: Site Admin, Org Two').length).toBeGreaterThan(0);
    expect(calls[0]?.path).toBe('/api/Inbox');
  });

  it('asks the server for the page in the URL and moves between pages', async () => {
    const { calls } = open(
      {
        'GET /api/Inbox': () => ({
          data: inboxPage([inboxItem()], { totalCount: 45, totalPages: 3, pageNumber: 2 }),
        }),
      },
      '/inbox?page=2',
    );
    await screen.findByText('Showing 21-40 of 45 messages');
    const search = () =>
      (globalThis.fetch as jest.Mock).mock.calls.map(
        ([input]) => new URL(String(input), 'http://localhost').search,
      );
    expect(search()).toEqual(['?pageNumber=2&pageSize=20']);
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(search()).toContain('?pageNumber=3&pageSize=20'));
    expect(calls).toHaveLength(2);
  });

  it('opens a conversation with its unread flag', async () => {
    open({ 'GET /api/Inbox': { data: inboxPage([inboxItem({ isRead: false })]) } });
    await userEvent.click(await screen.findByRole('link', { name: 'Dates?' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/inbox/conversation/n-1 {"isUnread":true}',
    );
  });

  it('says when the inbox is empty', async () => {
    open({ 'GET /api/Inbox': { data: inboxPage([]) } });
    expect(await screen.findByText('Your inbox is empty.')).toBeInTheDocument();
  });

  it('shows a load failure as an alert and a toast', async () => {
    open({ 'GET /api/Inbox': { error: 'Database down.', status: 500 } });
    // The page's alert, and the failure toast.
    await waitFor(() => expect(screen.getAllByText('Database down.')).toHaveLength(2));
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
