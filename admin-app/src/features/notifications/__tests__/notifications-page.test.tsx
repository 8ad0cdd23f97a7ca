import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Notification, Tag } from 'shared-api';
import { ToastProvider } from 'shared-ui';
import { envelope, makeUser, renderWithProviders } from 'test-support';
import { NotificationsPage } from '../components/notifications-page';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { notification, tag, TAGS } from './fixtures';

type Handler = (body: unknown) => Response | Promise<Response>;

/** The server as the page sees it: a list, the tags, and whatever writes a test adds. */
const api = (list: Notification[], tags: Tag[] = TAGS, writes: Record<string, Handler> = {}) => {
  const calls: Array<{ call: string; body: unknown }> = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ call, body });
    if (writes[call]) return writes[call](body);
    if (call === 'GET /api/Notification') return envelope(200, list);
    if (call === 'GET /api/Notification/tags') return envelope(200, tags);
    return envelope(404, null, 'Not found.');
  });
  return calls;
};

const day = (offset: number) =>
  `${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;
const current = (title: string, extra: Partial<Notification> = {}) =>
  notification({ title, validFrom: day(-3), validTo: day(3), ...extra });

const admin = makeUser(['ADMIN']);
const renderPage = () => renderWithProviders(<NotificationsPage />, { user: admin });

const section = (name: string) => within(screen.getByRole('region', { name }));

// The first modal opening loads the date pickers, and typing into MUI fields is slow in jsdom.
jest.setTimeout(30_000);

describe('NotificationsPage', () => {
  it('says so when a section is empty', async () => {
    api([]);
    renderPage();
    expect(await screen.findByText('No notifications are currently active.')).toBeVisible();
    expect(screen.getByText('No upcoming notifications found.')).toBeVisible();
    expect(screen.getByText('No past or inactive notifications found.')).toBeVisible();
  });

  it('files the notifications into Active, Upcoming and Past & Inactive cards', async () => {
    api([
      current('Doors open at 10:00'),
      notification({ title: 'Winter registration', validFrom: day(10), validTo: day(20) }),
      notification({ title: 'Last year', validFrom: day(-30), validTo: day(-20) }),
      current('Switched off', { isActive: false }),
    ]);
    renderPage();
    await screen.findByRole('heading', { name: 'Doors open at 10:00' });
    expect(section('Active').getAllByRole('article')).toHaveLength(1);
    expect(section('Upcoming').getByRole('heading', { name: 'Winter registration' })).toBeVisible();
    const past = section('Past & Inactive');
    expect(past.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Switched off',
      'Last year',
    ]);
    expect(past.getByText('Inactive')).toBeVisible();
    expect(
      section('Active').getByRole('button', { name: 'Edit Doors open at 10:00' }),
    ).toBeVisible();
    expect(
      section('Active').getByRole('button', { name: 'Delete Doors open at 10:00' }),
    ).toBeVisible();
  });

  it('refuses to create without a title and dates, with the SPEC message', async () => {
    const calls = api([]);
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create Notification' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Notification' }));
    expect(dialog.getByRole('switch', { name: 'Public' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Hello');
    await user.click(dialog.getByRole('button', { name: 'Create Notification' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Title, Valid From, and Valid To are required.',
    );
    expect(calls.filter(({ call }) => call.startsWith('POST'))).toEqual([]);
  });

  it('updates an existing notification: one visibility tag, the extras, a toast', async () => {
    const item = current('Doors open at 10:00', { tags: [tag('PUBLIC'), tag('HOMEPAGE')] });
    const calls = api([item], TAGS, {
      'PUT /api/Notification': (body) => envelope(200, { ...item, ...(body as object) }),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Doors open at 10:00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Notification' }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Doors open at 09:30');
    await user.click(dialog.getByRole('switch', { name: 'Public' }));
    await user.click(dialog.getByRole('checkbox', { name: /^CONVENTION/ }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Notification updated successfully.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find(({ call }) => call === 'PUT /api/Notification');
    expect(put?.body).toEqual({
      noteId: item.noteId,
      title: 'Doors open at 09:30',
      body: null,
      validFrom: item.validFrom,
      validTo: item.validTo,
      isActive: true,
      tags: [tag('PRIVATE'), tag('HOMEPAGE'), tag('CONVENTION')],
    });
    await waitFor(() =>
      expect(calls.filter(({ call }) => call === 'GET /api/Notification')).toHaveLength(2),
    );
  });

  it('sends the French title and body beside the English, and keeps the Dutch', async () => {
    const item = current('Doors open at 10:00', {
      tags: [tag('PUBLIC')],
      translations: { nl: { title: 'Deuren open om 10:00', body: null } },
    });
    const calls = api([item], TAGS, {
      'PUT /api/Notification': (body) => envelope(200, { ...item, ...(body as object) }),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Also in Dutch')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Edit Doors open at 10:00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Notification' }));
    await user.click(dialog.getByRole('tab', { name: 'Dutch' }));
    expect(dialog.getByRole('textbox', { name: 'Title (Dutch)' })).toHaveValue(
      'Deuren open om 10:00',
    );
    await user.click(dialog.getByRole('tab', { name: 'French' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title (French)' }), 'Ouverture à 10h00');
    await user.type(dialog.getByRole('textbox', { name: 'Body (French)' }), 'Bienvenue !');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Notification updated successfully.')).toBeVisible();
    const put = calls.find(({ call }) => call === 'PUT /api/Notification');
    expect(put?.body).toEqual({
      noteId: item.noteId,
      title: 'Doors open at 10:00',
      body: null,
      validFrom: item.validFrom,
      validTo: item.validTo,
      isActive: true,
      tags: [tag('PUBLIC')],
      translations: {
        nl: { title: 'Deuren open om 10:00', body: null },
        fr: { title: 'Ouverture à 10h00', body: 'Bienvenue !' },
      },
    });
  });

  it('will not save a Dutch or French body without its title', async () => {
    const item = current('Doors open at 10:00');
    const calls = api([item], TAGS);
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Doors open at 10:00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Notification' }));
    await user.click(dialog.getByRole('tab', { name: 'Dutch' }));
    await user.type(dialog.getByRole('textbox', { name: 'Body (Dutch)' }), 'Welkom');
    await user.click(dialog.getByRole('tab', { name: 'English' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'A Dutch or French version with a body needs its title too.',
    );
    expect(dialog.getByRole('tab', { name: 'Dutch (error)' })).toBeVisible();
    expect(calls.filter(({ call }) => call.startsWith('PUT'))).toEqual([]);
  });

  it('shows a failed save in the modal, which cannot be closed while saving', async () => {
    const item = current('Doors open at 10:00');
    let answer: (response: Response) => void = () => undefined;
    api([item], TAGS, {
      'PUT /api/Notification': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Doors open at 10:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notification' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit Notification' })).toBeVisible();

    await act(async () => answer(envelope(500, null, 'An unexpected error occurred.')));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('asks before deleting, then says so', async () => {
    const item = current('Old news');
    const calls = api([item], TAGS, {
      [`DELETE /api/Notification/${item.noteId}`]: () => envelope(200, null),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Old news' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Notification' }));
    expect(confirm.getByText(/"Old news"/)).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Notification deleted.')).toBeVisible();
    expect(calls.map(({ call }) => call)).toContain(`DELETE /api/Notification/${item.noteId}`);
  });

  it('tells when a delete fails', async () => {
    const item = current('Old news');
    api([item], TAGS, {
      [`DELETE /api/Notification/${item.noteId}`]: () => envelope(500, null, 'Boom'),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Old news' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Notification' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('Failed to delete notification.')).toBeVisible();
    expect(screen.getByText('Action Failed')).toBeVisible();
  });

  it('will not save without the core tags', async () => {
    const item = current('Doors open at 10:00');
    api(
      [item],
      TAGS.filter((t) => t.code !== 'PRIVATE'),
    );
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Doors open at 10:00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Notification' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Core tags (PUBLIC, PRIVATE, NOTIFICATION) are missing from the system. Please contact support.',
    );
  });

  it('will not save without a signed-in user', async () => {
    api([]);
    const { store } = renderWithProviders(<p>page</p>, { user: null });
    const { result } = renderHook(() => useNotificationActions([]), {
      wrapper: ({ children }) => (
        <Provider store={store}>
          <ToastProvider>{children}</ToastProvider>
        </Provider>
      ),
    });
    const request = {
      title: 'x',
      body: null,
      validFrom: '2026-05-01T00:00:00.000Z',
      validTo: '2026-05-01T00:00:00.000Z',
      isActive: true,
      tags: [tag('PUBLIC')],
    };
    await expect(result.current.save(request)).rejects.toThrow(
      'You must be logged in to perform this action.',
    );
  });
});
