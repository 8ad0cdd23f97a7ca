import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Convention } from 'shared-api';
import { envelope, makeUser, renderWithProviders } from 'test-support';
import { MessageAllButton } from '../components/message-all-button';

jest.setTimeout(30_000);

const convention: Convention = {
  id: 7,
  name: 'Pentecost 2031',
  startDate: '2031-05-30T00:00:00Z',
  endDate: '2031-06-02T00:00:00Z',
  season: 'SPRING',
  isActive: true,
  registrationOpen: true,
  capacity: null,
  venue: null,
  reminderDays: [14, 2],
  registeredAttendees: 0,
  waitingAttendees: 0,
  featuredGames: [],
  meals: [],
  companionFeeCents: 0,
  sessions: [
    {
      id: 71,
      name: 'Friday Evening',
      startDateTime: '2031-05-30T17:00:00Z',
      endDateTime: null,
      dayOfWeekName: 'FRIDAY',
      sessionType: 'EVENING',
      registeredCount: 0,
    },
    {
      id: 72,
      name: 'Saturday Day',
      startDateTime: '2031-05-31T08:00:00Z',
      endDateTime: '2031-05-31T17:30:00Z',
      dayOfWeekName: 'SATURDAY',
      sessionType: 'DAY',
      registeredCount: 0,
    },
  ],
} as Convention;

/** The audience answers 12 for the convention and 5 for a session; the send answers what it got. */
const serve = (sendAnswer: () => Response = () => envelope(200, { sent: 5 })) => {
  const calls: { url: URL; body: unknown }[] = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/Convention/active') return envelope(200, convention);
    if (url.pathname === '/api/Inbox/admin/message/broadcast/audience') {
      if (url.searchParams.get('unpaidOnly') === 'true') return envelope(200, { recipients: 3 });
      return envelope(200, { recipients: url.searchParams.has('sessionId') ? 5 : 12 });
    }
    if (url.pathname === '/api/Inbox/admin/message/broadcast') return sendAnswer();
    return envelope(404, null, `No handler for ${url.pathname}`);
  });
  renderWithProviders(<MessageAllButton />, { user: makeUser(['ADMIN']) });
  return calls;
};

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Message All Registrants' }));
  return within(await screen.findByRole('dialog', { name: 'Message All Registrants' }));
};

it('counts who a session reaches before sending, then sends to that session only', async () => {
  const calls = serve();
  const dialog = await openDialog();
  expect(
    await dialog.findByText(
      'This message goes to 12 registrants: everyone registered for Pentecost 2031.',
    ),
  ).toBeInTheDocument();

  await userEvent.click(dialog.getByRole('combobox', { name: 'Send to' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Registered for Saturday Day' }));
  expect(
    await dialog.findByText(
      'This message goes to 5 registrants: everyone registered for Saturday Day.',
    ),
  ).toBeInTheDocument();
  const audience = calls.filter(({ url }) => url.pathname.endsWith('/audience')).at(-1);
  expect(audience?.url.searchParams.get('sessionId')).toBe('72');

  await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Saturday tables');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Bring 1830 & dice.');
  await userEvent.click(dialog.getByRole('button', { name: 'Send to 5' }));
  expect(await screen.findByText('Message sent to 5 registrants.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const sent = calls.find(({ url }) => url.pathname === '/api/Inbox/admin/message/broadcast');
  expect(sent?.body).toEqual({
    conventionId: 7,
    sessionId: 72,
    title: 'Saturday tables',
    body: '<p>Bring 1830 &amp; dice.</p>',
  });
});

it('narrows the message to those whose invoice is not paid yet', async () => {
  const calls = serve(() => envelope(200, { sent: 3 }));
  const dialog = await openDialog();
  await userEvent.click(
    dialog.getByRole('checkbox', { name: 'Only those whose invoice is not paid yet' }),
  );
  expect(
    await dialog.findByText(
      'This message goes to 3 registrants: everyone registered for Pentecost 2031 with an unpaid invoice.',
    ),
  ).toBeInTheDocument();
  await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Your invoice');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Please pay.');
  await userEvent.click(dialog.getByRole('button', { name: 'Send to 3' }));
  expect(await screen.findByText('Message sent to 3 registrants.')).toBeInTheDocument();
  const sent = calls.find(({ url }) => url.pathname === '/api/Inbox/admin/message/broadcast');
  expect(sent?.body).toEqual({
    conventionId: 7,
    unpaidOnly: true,
    title: 'Your invoice',
    body: '<p>Please pay.</p>',
  });
});

it('sends nothing without a title and a message, and shows a refusal inside the dialog', async () => {
  const calls = serve(() =>
    envelope(400, null, 'Nobody is registered for what you chose: no message was sent.'),
  );
  const dialog = await openDialog();
  await userEvent.click(dialog.getByRole('button', { name: /^Send/ }));
  expect(await dialog.findByText('Title is required.')).toBeInTheDocument();
  expect(dialog.getByText('Message body is required.')).toBeInTheDocument();
  expect(calls.some(({ url }) => url.pathname.endsWith('/broadcast'))).toBe(false);

  await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Hello');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hi all');
  await userEvent.click(dialog.getByRole('button', { name: 'Send to 12' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent(
    'Nobody is registered for what you chose: no message was sent.',
  );
});
