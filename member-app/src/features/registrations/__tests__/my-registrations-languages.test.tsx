import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyRegistrations, Registration } from 'shared-api';
import { showLanguage } from 'shared-ui';
import { makeUser, renderWithProviders, stubApi, inTimeZone } from 'test-support';
import { MyRegistrationsPage } from '../components/my-registrations-page';

// A browser in Brussels: the club's times alone, without the reader's own beside them.
inTimeZone('Europe/Brussels');

let restore = () => undefined as void;
afterEach(async () => {
  restore();
  await act(() => showLanguage('en'));
});

const activeConvention = { id: 7, name: 'Spring Convention 2031', featuredGames: [] };

const registration = {
  id: 'r-ann',
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
      id: 1,
      name: 'Friday Evening',
      startDateTime: '2031-05-30T19:00:00.000Z',
      dayOfWeekName: 'FRIDAY',
      sessionType: 'EVENING',
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
  additionalInfo: null,
  bringOwnPokerChips: false,
  mindNewPlayers: true,
  hostAndTeach: false,
  sameExperience: false,
  experienceLevel: 1,
  parking: true,
  licensePlate: '1-ABC-123',
  termsAccepted: true,
  createdAt: '2031-01-01T10:00:00.000Z',
  attendeeHasAccount: true,
  dietary: 'vegetarian',
  dietaryNotes: null,
  mealIds: [],
  companions: [],
  listed: false,
  status: 'registered',
  waitingPosition: null,
  cancelledAt: null,
} satisfies Registration;

const invoice = {
  invoiceId: 'i-1',
  invoiceNumber: '2031-0007',
  conventionId: 7,
  conventionName: 'Spring Convention 2031',
  amountCents: 1500,
  dueDate: '2031-05-16',
  structuredReference: '+++203/1000/00707+++',
  beneficiaryName: '18xx Belgium',
  iban: 'BE68 5390 0754 7034',
  bic: null,
  qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  paidCents: 0,
  status: 'unpaid',
  leftCents: 1500,
  refundDueCents: 0,
  paidOn: null,
};

const open = () => {
  const api = stubApi({
    'GET /api/Registration/r-ann/cancel-preview': {
      data: { refundDueCents: 1500, placeGoesToWaitingList: false, firstInLineName: null },
    },
    'POST /api/Registration/r-ann/cancel': {
      data: {
        message: 'The registration has been cancelled.',
        isRefundable: true,
        refundDueCents: 1500,
        promotedRegistrationId: null,
      },
    },
    'GET /api/Registration/my': {
      data: {
        isActiveConventionFound: true,
        activeConvention,
        isRegistrationsFound: true,
        registrations: [registration],
      } satisfies MyRegistrations,
    },
    'GET /api/Invoice/mine': { data: [invoice] },
    'GET /api/Convention/active': { data: { ...activeConvention, venue: null, reminderDays: [] } },
    'GET /api/Planner/my': { data: { conventionName: null, publishedAt: null, attendees: [] } },
    'GET /api/Registration/attendees': { data: [] },
  });
  restore = api.restore;
  renderWithProviders(<MyRegistrationsPage />, { user: makeUser(['USER']) });
};

describe.each([
  {
    language: 'nl' as const,
    heading: 'Mijn inschrijvingen: Spring Convention 2031',
    invoiceSection: 'Mijn factuur',
    invoiceHeading: 'Factuur 2031-0007',
    amount: '€ 15,00',
    status: 'Onbetaald',
    amountDue: 'Te betalen bedrag',
    copyIban: 'IBAN kopiëren',
    mine: 'Mijn inschrijving',
    session: 'Friday Evening (30/05/2031, 19:00)',
    details: ['Ervaring: Beginner', 'Parking: Ja (1-ABC-123)', 'Voedingswensen: Vegetarisch'],
    edit: 'De inschrijving van Ann Peeters wijzigen',
    cancel: 'Inschrijving annuleren',
    cancelled:
      /^De inschrijving is geannuleerd\. Je krijgt €\s15,00 terug: de organisatoren betalen het je terug\.$/,
  },
  {
    language: 'fr' as const,
    heading: 'Mes inscriptions : Spring Convention 2031',
    invoiceSection: 'Ma facture',
    invoiceHeading: 'Facture 2031-0007',
    amount: '15,00 €',
    status: 'Non payée',
    amountDue: 'Montant dû',
    copyIban: 'Copier : IBAN',
    mine: 'Mon inscription',
    session: 'Friday Evening (30/05/2031 19:00)',
    details: [
      'Expérience : Débutant',
      'Parking : Oui (1-ABC-123)',
      'Régime alimentaire : Végétarien',
    ],
    edit: "Modifier l'inscription de Ann Peeters",
    cancel: 'Annuler l’inscription',
    cancelled:
      /^L’inscription a été annulée\. Un remboursement de 15,00\s€ vous est dû : les organisateurs vous le verseront\.$/,
  },
])('MyRegistrationsPage in $language', (words) => {
  beforeEach(async () => {
    await act(() => showLanguage(words.language));
  });

  it('shows the invoice to pay with its amount in the language, and the registration card', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: words.heading }),
    ).toBeInTheDocument();
    const invoiceCard = within(await screen.findByRole('region', { name: words.invoiceSection }));
    expect(invoiceCard.getByRole('heading', { name: words.invoiceHeading })).toBeInTheDocument();
    expect(invoiceCard.getByText(words.amountDue).nextSibling).toHaveTextContent(words.amount);
    expect(invoiceCard.getByText(words.amount)).toBeInTheDocument();
    expect(invoiceCard.getByText(words.status)).toBeInTheDocument();
    expect(invoiceCard.getByRole('button', { name: words.copyIban })).toBeInTheDocument();

    const card = within(screen.getByRole('region', { name: words.mine })).getByRole('article', {
      name: 'Ann Peeters',
    });
    expect(within(card).getByText(words.session)).toBeInTheDocument();
    const details = within(card)
      .getAllByText(/:$/, { selector: 'strong' })
      .map((label) => label.parentElement?.textContent?.replace(/\s+/g, ' '));
    expect(details).toEqual(expect.arrayContaining(words.details));
    expect(within(card).getByRole('link', { name: words.edit })).toBeInTheDocument();
  });

  it("tells the cancellation's outcome in the language, the server's sentence included", async () => {
    open();
    const card = await screen.findByRole('article', { name: 'Ann Peeters' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: words.cancel }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: words.cancel }));
    expect(await screen.findByText(words.cancelled)).toBeVisible();
  });
});
