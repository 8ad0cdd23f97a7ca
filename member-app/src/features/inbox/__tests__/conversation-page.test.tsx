import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createStore, sessionRestored, type InboxItem } from 'shared-api';
import { AppThemeProvider, LanguageProvider, ToastProvider } from 'shared-ui';
import { makeUser, stubApi } from 'test-support';
import { ConversationPage } from '../components/conversation-page';
import { ANN, inboxItem, reply } from './inbox-fixtures';

jest.setTimeout(30_000);

let restore = () => undefined as void;
afterEach(() => restore());

const PATH = '/api/Inbox/n-1';

/** The page as reached from a row click: the location carries the row's state. */
const open = (answers: Parameters<typeof stubApi>[0], state: object | null = null) => {
  const api = stubApi(answers);
  restore = api.restore;
  const store = createStore();
  store.dispatch(
    sessionRestored({
      token: 'test-token',
      user: makeUser(['USER'], { id: ANN.id }),
      expiresAt: Date.now() + 3_600_000,
    }),
  );
  render(
    <Provider store={store}>
      <LanguageProvider>
        <AppThemeProvider>
          <ToastProvider>
            <MemoryRouter initialEntries={[{ pathname: '/inbox/conversation/n-1', state }]}>
              <Routes>
                <Route path="/inbox/conversation/:noteId" element={<ConversationPage />} />
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </AppThemeProvider>
      </LanguageProvider>
    </Provider>,
  );
  return api;
};

const withReplies: InboxItem = inboxItem({
  message: {
    ...inboxItem().message,
    body: '<p>When is it?</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
  },
  replies: [
    reply(),
    reply({ replyId: 'r-2', user: ANN, body: 'Thanks!\nSee you', isAdminReply: false }),
  ],
});

describe('ConversationPage', () => {
  it('shows the message card and the replies, own ones on the right, admins marked', async () => {
    open({ [`GET ${PATH}`]: { data: withReplies } });
    const card = await screen.findByRole('article', { name: 'Dates?' });
    expect(card).toHaveTextContent('From: Ann Peeters');
    expect(card).toHaveTextContent('To: Site Admin, Org Two');
    expect(within(card).getByText('When is it?')).toBeInTheDocument();
    expect(card.querySelector('script')).toBeNull();
    expect(card.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const fromAdmin = screen.getByLabelText('Reply from Site Admin');
    expect(within(fromAdmin).getByText('Admin')).toBeInTheDocument();
    const own = screen.getByLabelText('Reply from Ann Peeters');
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).queryByText('Admin')).not.toBeInTheDocument();
    expect(own.parentElement).toHaveStyle({ justifyContent: 'flex-end' });
    expect(fromAdmin.parentElement).toHaveStyle({ justifyContent: 'flex-start' });
    expect(screen.getByRole('link', { name: 'Back to Inbox' })).toHaveAttribute('href', '/inbox');
  });

  it('leads back to the admin inbox when opened from there; N/A without recipients', async () => {
    open(
      {
        [`GET ${PATH}`]: {
          data: inboxItem({ message: { ...inboxItem().message, recipients: [] } }),
        },
      },
      { fromAdmin: true },
    );
    expect(await screen.findByRole('link', { name: 'Back to Admin Inbox' })).toHaveAttribute(
      'href',
      '/admin/inbox',
    );
    expect(await screen.findByRole('article')).toHaveTextContent('To: N/A');
  });

  it('marks an unread conversation read without a toast: opening is not an action', async () => {
    const { calls } = open(
      {
        [`GET ${PATH}`]: { data: inboxItem({ isRead: false }) },
        [`POST ${PATH}/mark-as-read`]: { data: 'Message marked as read.' },
      },
      { isUnread: true },
    );
    await screen.findByRole('article', { name: 'Dates?' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Message marked as read.')).not.toBeInTheDocument();
  });

  it('marks an unread conversation read once, and only logs a failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = open(
      {
        [`GET ${PATH}`]: { data: inboxItem({ isRead: false }) },
        [`POST ${PATH}/mark-as-read`]: { error: 'Nope.', status: 500 },
      },
      { isUnread: true },
    );
    await screen.findByRole('article', { name: 'Dates?' });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText('Nope.')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('does not mark a read conversation again', async () => {
    const { calls } = open({ [`GET ${PATH}`]: { data: inboxItem({ isRead: true }) } });
    await screen.findByRole('article', { name: 'Dates?' });
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('sends a reply, clears the form and reloads the conversation; blank text is never sent', async () => {
    let loads = 0;
    const { calls } = open({
      [`GET ${PATH}`]: () => {
        loads += 1;
        return { data: loads === 1 ? inboxItem() : withReplies };
      },
      [`POST ${PATH}/reply`]: { data: reply({ user: ANN, isAdminReply: false }) },
    });
    const box = await screen.findByPlaceholderText('Type your reply here...');
    const send = screen.getByRole('button', { name: 'Send Reply' });
    await userEvent.type(box, '   ');
    expect(send).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, '  See you there  ');
    await userEvent.click(send);
    expect(await screen.findByText('Reply sent successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'See you there' });
    expect(box).toHaveValue('');
    expect(await screen.findByLabelText('Reply from Site Admin')).toBeInTheDocument();
    expect(loads).toBe(2);
  });

  it('keeps the text when the reply fails', async () => {
    open({
      [`GET ${PATH}`]: { data: inboxItem() },
      [`POST ${PATH}/reply`]: { error: 'Server said no.', status: 500 },
    });
    const box = await screen.findByPlaceholderText('Type your reply here...');
    await userEvent.type(box, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Server said no.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it("says 'Conversation not found.' for another member's or a missing conversation", async () => {
    open({ [`GET ${PATH}`]: { error: 'Conversation not found.', status: 404 } });
    expect(await screen.findByText('Conversation not found.')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type your reply here...')).not.toBeInTheDocument();
  });

  it('shows other load failures', async () => {
    open({ [`GET ${PATH}`]: { error: 'Database down.', status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down.');
  });
});
