import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { InboxItem } from 'shared-api';
import {
  makeAdminUser,
  makeUser,
  renderWithProviders,
  envelope,
  stubApi,
  type StubAnswers,
  type StubbedApi,
} from 'test-support';
import { AdminInboxPage } from '../components/admin-inbox-page';

jest.setTimeout(30_000);

const item = (noteId: string, title: string, isRead: boolean): InboxItem => ({
  message: {
    noteId,
    title,
    body: '<p>x</p>',
    from: { id: 'u-ann', firstName: 'Ann', lastName: 'Peeters' },
    fromId: 'u-ann',
    recipients: [
      { userId: 'u-1', email: 'admin@18xx.be', firstName: 'Site', lastName: 'Admin', isRead },
    ],
    registrationId: null,
    tags: null,
    createDate: '2031-05-01T10:00:00.000Z',
  },
  isRead,
  replies: [],
  lastActivityDate: '2031-05-01T10:00:00.000Z',
});

const page = (items: InboxItem[], totalCount = items.length) => ({
  items,
  totalCount,
  totalPages: Math.ceil(totalCount / 20),
  pageSize: 20,
  pageNumber: 1,
});

const users = [
  makeAdminUser('11111111-1111-4111-8111-111111111111', 'Ann', ['USER']),
  makeAdminUser('22222222-2222-4222-8222-222222222222', 'Bob', ['USER']),
];

const Where = () => {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
};

const open = (handlers: StubAnswers) => {
  const fetchMock = stubApi(handlers);
  renderWithProviders(
    <Routes>
      <Route path="/admin/inbox" element={<AdminInboxPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { user: makeUser(['ADMIN']), route: '/admin/inbox' },
  );
  return fetchMock;
};

const bodyOf = (fetchMock: StubbedApi, path: string) => {
  const call = fetchMock.calls.find((sent) => sent.path.includes(path));
  return call?.body;
};

describe('AdminInboxPage', () => {
  it('lists every conversation, unread in bold, with the paging summary', async () => {
    open({
      'GET /api/Inbox/admin': () =>
        envelope(200, page([item('n-1', 'Parking?', false), item('n-2', 'Thanks', true)], 42)),
    });
    expect(await screen.findByRole('link', { name: 'Parking?' })).toHaveStyle({ fontWeight: 700 });
    expect(screen.getByRole('link', { name: 'Thanks' })).toHaveStyle({ fontWeight: 400 });
    expect(screen.getByTitle('Unread')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-20 of 42 messages')).toBeInTheDocument();
  });

  it('opens a conversation with fromAdmin and isUnread', async () => {
    open({ 'GET /api/Inbox/admin': () => envelope(200, page([item('n-1', 'Parking?', false)])) });
    await userEvent.click(await screen.findByRole('link', { name: 'Parking?' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/inbox/conversation/n-1 {"fromAdmin":true,"isUnread":true}',
    );
  });

  it('says when the admin inbox is empty, and shows a load failure', async () => {
    open({ 'GET /api/Inbox/admin': () => envelope(200, page([])) });
    expect(await screen.findByText('The admin inbox is empty.')).toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    open({ 'GET /api/Inbox/admin': () => envelope(500, null, 'Database down.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down.');
  });
});

describe('Create New Message', () => {
  const compose = async (handlers: StubAnswers = {}) => {
    const fetchMock = open({
      'GET /api/Inbox/admin': () => envelope(200, page([])),
      'GET /api/User': () => envelope(200, users),
      ...handlers,
    });
    await screen.findByText('The admin inbox is empty.');
    await userEvent.click(screen.getByRole('button', { name: 'Create New Message' }));
    return {
      fetchMock,
      dialog: within(await screen.findByRole('dialog', { name: 'Create New Message' })),
    };
  };

  it('checks recipients, title and body; no registration link outside a registration', async () => {
    const { dialog } = await compose();
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));
    expect(await dialog.findByText('You must select at least one recipient.')).toBeInTheDocument();
    expect(dialog.getByText('Title is required.')).toBeInTheDocument();
    expect(dialog.getByText('Message body is required.')).toBeInTheDocument();
    expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('sends to the chosen users and toasts', async () => {
    const { dialog, fetchMock } = await compose({
      'POST /api/Inbox/admin/message/send': () => envelope(200, { noteId: 'n-9' }),
    });
    await userEvent.click(dialog.getByRole('combobox', { name: 'Recipients' }));
    await userEvent.click(await screen.findByRole('option', { name: /Bob Test/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Schedule');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Doors open at 9.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, '/message/send')).toEqual({
      recipientIds: [users[1]?.id],
      title: 'Schedule',
      body: '<p>Doors open at 9.</p>',
      registrationId: null,
      includeRegistrationLink: false,
    });
  });

  it("shows 'Failed to send message: {reason}' in the modal", async () => {
    const { dialog } = await compose({
      'POST /api/Inbox/admin/message/send': () =>
        envelope(400, null, 'One or more recipients do not exist.'),
    });
    await userEvent.click(dialog.getByRole('combobox', { name: 'Recipients' }));
    await userEvent.click(await screen.findByRole('option', { name: /Ann Test/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'T');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'B');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));
    expect(
      await dialog.findByText('Failed to send message: One or more recipients do not exist.'),
    ).toBeInTheDocument();
  });

  it('says when the user list cannot be loaded', async () => {
    const { dialog } = await compose({
      'GET /api/User': () => envelope(500, null, 'Database down.'),
    });
    expect(await dialog.findByText('Database down.')).toBeInTheDocument();
  });
});
