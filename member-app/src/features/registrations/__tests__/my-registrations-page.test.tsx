import { screen, within } from '@testing-library/react';
import type { MyRegistrations, Registration } from 'shared-api';
import { makeUser, renderWithProviders, stubApi, type StubAnswer } from 'test-support';
import { MyRegistrationsPage } from '../components/my-registrations-page';

let restore = () => undefined as void;
afterEach(() => restore());

const registration = (first: string, email: string, overrides: Partial<Registration> = {}) =>
  ({
    id: `r-${first}`,
    userId: 'u-1',
    conventionId: 7,
    attendeeFirstName: first,
    attendeeLastName: 'Peeters',
    attendeeEmail: email,
    attendeeYearOfBirth: 1990,
    attendeeNationality: 'Belgian',
    registerDifferentPerson: false,
    registeredBy: { userId: 'u-1', firstName: 'Ann', lastName: 'Peeters' },
    sessions: [
      {
        id: 1,
        name: 'Friday Evening',
        startDateTime: '2031-05-30T19:00:00.000Z',
        dayOfWeekName: 'FRIDAY',
        sessionType: 'EVENING',
      },
    ],
    featuredGameIds: ['g-1'],
    featuredGames: [{ id: 'g-1', gameName: '1830' }],
    bringGames: null,
    wantToPlayGames: null,
    peopleToPlayWith: null,
    additionalInfo: null,
    bringOwnPokerChips: false,
    mindNewPlayers: false,
    hostAndTeach: false,
    sameExperience: false,
    experienceLevel: 1,
    parking: true,
    licensePlate: '1-ABC-123',
    termsAccepted: true,
    createdAt: '2031-01-01T10:00:00.000Z',
    ...overrides,
  }) satisfies Registration;

const activeConvention = { id: 7, name: 'Spring Convention 2031', featuredGames: [] };

const open = (answer: StubAnswer) => {
  const api = stubApi({ 'GET /api/Registration/my': answer });
  restore = api.restore;
  renderWithProviders(<MyRegistrationsPage />, { user: makeUser(['USER']) });
};

const found = (registrations: Registration[]): StubAnswer => ({
  data: {
    isActiveConventionFound: true,
    activeConvention,
    isRegistrationsFound: registrations.length > 0,
    registrations,
  } satisfies MyRegistrations,
});

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('MyRegistrationsPage', () => {
  it("splits the member's own registration from those made for others", async () => {
    open(found([registration('Ann', 'ANN@example.com'), registration('Bob', 'bob@example.com')]));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'My Registrations: Spring Convention 2031',
      }),
    ).toBeInTheDocument();
    expect(
      section('My Registration').getByRole('article', { name: 'Ann Peeters' }),
    ).toBeInTheDocument();
    const others = section('Registrations on Behalf of Others');
    expect(others.getByRole('article', { name: 'Bob Peeters' })).toBeInTheDocument();
    expect(others.queryByRole('article', { name: 'Ann Peeters' })).not.toBeInTheDocument();
  });

  it('shows the details of a registration', async () => {
    open(found([registration('Ann', 'ann@example.com')]));
    const card = within(await screen.findByRole('article', { name: 'Ann Peeters' }));
    expect(card.getByText('Friday Evening (30/05/2031, 19:00)')).toBeInTheDocument();
    expect(card.getByText('1830')).toBeInTheDocument();
    expect(card.getByText('Beginner')).toBeInTheDocument();
    expect(card.getByText("Doesn't mind new players")).toBeInTheDocument();
    expect(card.getByText('Yes (1-ABC-123)')).toBeInTheDocument();
  });

  it('says when the member has not registered yet', async () => {
    open(found([]));
    expect(
      await screen.findByText('You have not yet registered for Spring Convention 2031.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/register-event',
    );
    expect(screen.queryByRole('region', { name: 'Registrations on Behalf of Others' })).toBeNull();
  });

  it('says when there is no active convention', async () => {
    open({
      data: {
        isActiveConventionFound: false,
        activeConvention: null,
        isRegistrationsFound: false,
        registrations: [],
      },
    });
    expect(
      await screen.findByText('There is no active convention, so no registrations can be shown.'),
    ).toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    open({ error: 'Database down.', status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down.');
  });
});
