import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyRegistrations, Registration } from 'shared-api';
import { makeUser, renderRoutes, stubApi, inTimeZone } from 'test-support';
import { EditRegistrationPage } from '../components/edit-registration-page';
import { convention } from './convention-fixture';
import { pickerAnswers } from './picker-fixtures';

// A browser in Brussels: the club's times alone, without the reader's own beside them.
inTimeZone('Europe/Brussels');

jest.setTimeout(60_000);

let restore = () => undefined as void;
afterEach(() => restore());

const ID = '0b7d5a3e-1a2b-4c3d-8e9f-000000000001';

const saved: Registration = {
  id: ID,
  userId: 'u-1',
  conventionId: 7,
  attendeeFirstName: 'Ann',
  attendeeLastName: 'Peeters',
  attendeeEmail: 'ann@example.com',
  attendeeYearOfBirth: 1990,
  attendeeNationality: 'Belgian',
  registerDifferentPerson: false,
  registeredBy: { userId: 'u-1', firstName: 'Ann', lastName: 'Peeters' },
  sessions: [
    {
      id: convention.sessions[0]!.id,
      name: convention.sessions[0]!.name,
      startDateTime: convention.sessions[0]!.startDateTime,
      dayOfWeekName: convention.sessions[0]!.dayOfWeekName,
      sessionType: convention.sessions[0]!.sessionType,
    },
  ],
  featuredGameIds: [],
  featuredGames: [],
  bringGames: null,
  wantToPlayGames: null,
  peopleToPlayWith: null,
  bringGameIds: [],
  wantGameIds: [],
  playWithRegistrationIds: [],
  listedAsPlayPartner: false,
  additionalInfo: 'Arriving late',
  bringOwnPokerChips: false,
  mindNewPlayers: false,
  hostAndTeach: false,
  sameExperience: false,
  experienceLevel: 1,
  parking: false,
  licensePlate: null,
  termsAccepted: true,
  createdAt: '2031-01-01T10:00:00.000Z',
  status: 'registered',
  waitingPosition: null,
  cancelledAt: null,
  attendeeHasAccount: true,
  dietary: 'none',
  dietaryNotes: null,
  mealIds: [],
  companions: [],
  listed: false,
};

const mine = (registrations: Registration[]): { data: MyRegistrations } => ({
  data: {
    isActiveConventionFound: true,
    activeConvention: { id: 7, name: convention.name, featuredGames: [] },
    isRegistrationsFound: registrations.length > 0,
    registrations,
  },
});

const open = (registrations: Registration[], answers: Parameters<typeof stubApi>[0] = {}) => {
  const api = stubApi({
    'GET /api/Convention/active': { data: convention },
    'GET /api/Registration/my': mine(registrations),
    ...pickerAnswers(),
    ...answers,
  });
  restore = api.restore;
  const routes = [
    { path: '/my-registrations/:id/edit', element: <EditRegistrationPage /> },
    { path: '/my-registrations', element: <p>My Registrations list</p> },
  ];
  const router = renderRoutes(routes, `/my-registrations/${ID}/edit`, {
    user: makeUser(['USER']),
  });
  return { api, router };
};

describe('EditRegistrationPage', () => {
  it('opens the registration form filled in and saves the change with PUT', async () => {
    const { api } = open([saved], {
      [`PUT /api/Registration/${ID}`]: (call) => ({ data: { ...saved, ...(call.body as object) } }),
    });
    const info = await screen.findByRole('textbox', { name: 'Anything else we should know?' });
    expect(info).toHaveValue('Arriving late');
    const user = userEvent.setup({ delay: null });
    await user.clear(info);
    await user.type(info, 'Arriving Saturday');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('My Registrations list')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ id: ID, additionalInfo: 'Arriving Saturday' });
  });

  it('shows the server refusal in the form', async () => {
    open([saved], {
      [`PUT /api/Registration/${ID}`]: {
        error: 'The convention has started: the registration can no longer be changed.',
        status: 400,
      },
    });
    await screen.findByRole('textbox', { name: 'Anything else we should know?' });
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/The convention has started/)).toBeInTheDocument();
  });

  it('refuses what the member did not make, or what is cancelled', async () => {
    open([{ ...saved, registeredBy: { userId: 'u-2', firstName: 'Rita', lastName: 'J' } }]);
    expect(await screen.findByText('This registration cannot be changed here.')).toBeVisible();
  });
});
