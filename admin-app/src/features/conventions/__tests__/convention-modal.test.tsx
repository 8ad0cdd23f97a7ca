import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsOf, envelope, stubApi, makeUser, renderWithProviders } from 'test-support';
import { ConventionModal } from '../components/convention-modal';
import { makeConvention, makeSession } from './convention-fixtures';

const renderModal = (convention?: ReturnType<typeof makeConvention>) => {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <ConventionModal convention={convention} onSaved={onSaved} onClose={onClose} />,
    { user: makeUser(['ADMIN']) },
  );
  return { onSaved, onClose };
};

// The date pickers are heavy in jsdom.
jest.setTimeout(30_000);

describe('ConventionModal', () => {
  it('creates with SPRING and registration closed by default, and needs both dates', async () => {
    const fetchMock = stubApi({});
    const { onSaved } = renderModal();
    const dialog = within(screen.getByRole('dialog', { name: 'Create New Convention' }));
    expect(dialog.getByRole('combobox', { name: 'Season' })).toHaveTextContent('Spring');
    expect(dialog.getByRole('switch', { name: 'Registration Open' })).not.toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Convention Name' }), 'S');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Convention' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Start and End dates are required.');
    expect(callsOf(fetchMock)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends the name and only the sessions whose times changed, in one request', async () => {
    const convention = makeConvention({
      id: 7,
      sessions: [
        makeSession({ id: 1 }),
        makeSession({
          id: 2,
          name: 'Saturday Day',
          dayOfWeekName: 'SATURDAY',
          sessionType: 'DAY',
          startDateTime: '2099-11-28T10:00:00.000Z',
          endDateTime: '2099-11-28T19:00:00.000Z',
        }),
      ],
    });
    const fetchMock = stubApi({
      'PUT /api/Convention': () => envelope(200, convention),
    });
    const { onSaved } = renderModal(convention);
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Convention' }));
    expect(dialog.getByRole('combobox', { name: 'Season' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const name = dialog.getByRole('textbox', { name: 'Convention Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Winter, renamed');
    const saturdayEnd = dialog.getByRole('group', { name: 'Saturday Day end' });
    await userEvent.click(
      within(saturdayEnd.parentElement!).getByRole('button', { name: /clear/i }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = fetchMock.calls.map(({ method, path, body }) => [`${method} ${path}`, body]);
    expect(sent).toEqual([
      [
        'PUT /api/Convention',
        {
          conventionId: 7,
          name: 'Winter, renamed',
          isActive: false,
          capacity: null,
          sessions: [
            { sessionId: 2, startDateTime: '2099-11-28T10:00:00.000Z', endDateTime: null },
          ],
        },
      ],
    ]);
  });

  it('with one valid and one invalid session time, sends nothing and shows the error', async () => {
    const convention = makeConvention({
      id: 7,
      sessions: [
        makeSession({ id: 1 }),
        makeSession({
          id: 2,
          name: 'Saturday Day',
          dayOfWeekName: 'SATURDAY',
          sessionType: 'DAY',
          startDateTime: '2099-11-28T10:00:00.000Z',
          endDateTime: '2099-11-28T09:00:00.000Z',
        }),
      ],
    });
    const fetchMock = stubApi({ 'PUT /api/Convention': () => envelope(200, convention) });
    const { onSaved } = renderModal(convention);
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Convention' }));
    const fridayEnd = dialog.getByRole('group', { name: 'Friday Evening end' });
    await userEvent.click(within(fridayEnd.parentElement!).getByRole('button', { name: /clear/i }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'A session cannot end before it starts.',
    );
    expect(callsOf(fetchMock)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a refused whole save is one request, shown in the modal, which stays open', async () => {
    const convention = makeConvention({
      id: 7,
      sessions: [makeSession({ id: 1, endDateTime: '2099-11-28T01:00:00.000Z' })],
    });
    const fetchMock = stubApi({
      'PUT /api/Convention': () => envelope(404, null, 'Session not found.'),
    });
    const { onSaved } = renderModal(convention);
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Convention' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Convention Name' }), '!');
    const fridayEnd = dialog.getByRole('group', { name: 'Friday Evening end' });
    await userEvent.click(within(fridayEnd.parentElement!).getByRole('button', { name: /clear/i }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Session not found.');
    expect(callsOf(fetchMock)).toEqual(['PUT /api/Convention']);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a refused save inside the modal and stays open', async () => {
    const convention = makeConvention({ id: 7 });
    stubApi({ 'PUT /api/Convention': () => envelope(409, null, 'This convention is past.') });
    const { onSaved } = renderModal(convention);
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Convention' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Convention Name' }), '!');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This convention is past.');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
