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
          venue: null,
          reminderDays: [14, 2],
          sessions: [
            { sessionId: 2, startDateTime: '2099-11-28T10:00:00.000Z', endDateTime: null },
          ],
        },
      ],
    ]);
  });

  it('sets the venue and the reminder days; a half-given position is refused on its field', async () => {
    const convention = makeConvention({ id: 7 });
    const fetchMock = stubApi({ 'PUT /api/Convention': () => envelope(200, convention) });
    const { onSaved } = renderModal(convention);
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Convention' }));
    const field = (name: string) => dialog.getByRole('textbox', { name });
    await userEvent.type(field('Venue Name'), 'Sporthal De Nekker');
    await userEvent.type(field('Street Address'), 'Nekkerspoel-Borcht 19{Enter}2800 Mechelen');
    await userEvent.type(field('Latitude'), '51.0259');
    await userEvent.type(field('On-site Phone'), '+32 15 55 00 00');
    await userEvent.clear(field('Reminder Days'));
    await userEvent.type(field('Reminder Days'), '7, 21');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(
      await dialog.findByText('Give both latitude and longitude, or neither.'),
    ).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual([]);

    await userEvent.type(field('Longitude'), '4.4776');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetchMock.calls[0]?.body).toEqual({
      conventionId: 7,
      name: 'Winter Convention',
      isActive: false,
      capacity: null,
      venue: {
        name: 'Sporthal De Nekker',
        address: 'Nekkerspoel-Borcht 19\n2800 Mechelen',
        latitude: 51.0259,
        longitude: 4.4776,
        arrivalNotes: '',
        phone: '+32 15 55 00 00',
      },
      reminderDays: [21, 7],
      sessions: [],
    });
  }, 60_000);

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

  it('adds a meal with its price in euros and sets the companion fee; a bad price is refused', async () => {
    const convention = makeConvention({ id: 7 });
    const fetchMock = stubApi({ 'PUT /api/Convention': () => envelope(200, convention) });
    const { onSaved } = renderModal(convention);
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Convention' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add a meal' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Meal/ }), 'Saturday barbecue');
    const price = dialog.getByRole('textbox', { name: /^Price/ });
    await userEvent.type(price, '18,505');
    const fee = dialog.getByRole('textbox', { name: /^Fee per accompanying person/ });
    await userEvent.clear(fee);
    await userEvent.type(fee, '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(
      await dialog.findByText('Enter a price between €0 and €10,000, in euros and cents.'),
    ).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual([]);

    await userEvent.clear(price);
    await userEvent.type(price, '18,50');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = fetchMock.calls[0]?.body;
    expect(body).toEqual(
      expect.objectContaining({
        meals: [{ id: expect.any(String), name: 'Saturday barbecue', priceCents: 1850 }],
        companionFeeCents: 500,
      }),
    );
  }, 120_000);
});
