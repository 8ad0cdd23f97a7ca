import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { type RegistrationInput } from 'shared-api';
import { PLAY_PARTNERS_HELP, registrationFormValues } from 'shared-api/member';
import { convention } from './convention-fixture';
import { BOB, catalogue, G1830, G1889, pickerAnswers } from './picker-fixtures';
import { renderRegistrationForm } from './render-registration-form';
import { inTimeZone } from 'test-support';

// A browser in Brussels: the club's times alone, without the reader's own beside them.
inTimeZone('Europe/Brussels');

// A long form in jsdom on a shared machine: typing through it takes a while.
jest.setTimeout(60_000);

/** A picker once its choices are read (it is read-only until then). */
const picker = async (name: string) => {
  const box = await screen.findByRole('combobox', { name });
  await waitFor(() => expect(box).not.toHaveAttribute('readonly'));
  return box;
};

const chips = (box: HTMLElement) =>
  within(box.closest('.MuiAutocomplete-root') as HTMLElement)
    .queryAllByRole('button')
    .map((chip) => chip.textContent)
    .filter((text) => text !== '' && text !== 'Open' && text !== 'Clear');

/** Moves the keyboard's focus to the field, as Tab would. */
const focus = (box: HTMLElement) => act(() => box.focus());

/** Types into the picker and picks the first choice left, by keyboard only. */
const pickByKeyboard = async (
  events: ReturnType<typeof userEvent.setup>,
  box: HTMLElement,
  typed: string,
) => {
  focus(box);
  await events.keyboard(typed);
  await screen.findByRole('listbox');
  await events.keyboard('{ArrowDown}{Enter}');
  await events.keyboard('{Escape}');
};

const own = 'a1a1a1a1-0000-4000-8000-00000000a1a1';

/** A saved registration with picks, as the edit form starts from it. */
const saved: RegistrationInput = registrationFormValues({
  id: own,
  userId: 'u-1',
  conventionId: convention.id,
  attendeeFirstName: 'Ann',
  attendeeLastName: 'Peeters',
  attendeeEmail: 'ann@example.com',
  attendeeYearOfBirth: 1985,
  attendeeNationality: 'Belgian',
  registerDifferentPerson: false,
  registeredBy: { userId: 'u-1', firstName: 'Ann', lastName: 'Peeters' },
  sessions: [],
  featuredGameIds: [],
  featuredGames: [],
  bringGames: null,
  wantToPlayGames: null,
  peopleToPlayWith: null,
  bringGameIds: [G1830, G1830],
  wantGameIds: [G1889],
  playWithRegistrationIds: [BOB],
  listedAsPlayPartner: true,
  additionalInfo: null,
  bringOwnPokerChips: false,
  mindNewPlayers: false,
  hostAndTeach: false,
  sameExperience: false,
  experienceLevel: 2,
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
});

describe('the registration form pickers', () => {
  it('are labelled fields with their help, and the consent box is off by default', async () => {
    await renderRegistrationForm();
    for (const [name, help] of [
      ['Games I bring', /once for each copy/],
      ['Games I want to play', /game catalogue/],
      ['People I want to play with', PLAY_PARTNERS_HELP],
    ] as const) {
      expect(await picker(name)).toHaveAccessibleDescription(help);
    }
    const consent = screen.getByRole('checkbox', {
      name: 'Other attendees may pick me as someone to play with',
    });
    expect(consent).not.toBeChecked();
    // SPEC's free-text fields stay beside the pickers.
    expect(screen.getByRole('textbox', { name: 'Games you will bring' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Games you would like to play' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'People you would like to play with' }),
    ).toBeInTheDocument();
  });

  it('finds games by alias, takes a second copy of a game, and a listed attendee, by keyboard; the payload carries them', async () => {
    const { events, onSubmit } = await renderRegistrationForm();
    const bring = await picker('Games I bring');
    await pickByKeyboard(events, bring, 'shikoku');
    await pickByKeyboard(events, bring, '1830');
    // The same game again is a second copy.
    await pickByKeyboard(events, bring, '1830');
    expect(chips(bring)).toEqual(['1889', '1830', '1830 (copy 2)']);

    const want = await picker('Games I want to play');
    await pickByKeyboard(events, want, 'robber');
    expect(chips(want)).toEqual(['1830']);
    // A wish is once: 1830 is no longer offered.
    focus(want);
    await events.keyboard('1830');
    expect(await screen.findByText('No game of the catalogue matches')).toBeInTheDocument();
    await events.keyboard('{Escape}');

    const partners = await picker('People I want to play with');
    await pickByKeyboard(events, partners, 'bob');
    expect(chips(partners)).toEqual(['Bob Listed']);

    await events.click(
      screen.getByRole('checkbox', { name: 'Other attendees may pick me as someone to play with' }),
    );
    await events.click(screen.getByRole('checkbox', { name: /^Saturday Day/ }));
    await events.click(screen.getByRole('radio', { name: /^Intermediate/ }));
    await events.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await events.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual(
      expect.objectContaining({
        bringGameIds: [G1889, G1830, G1830],
        wantGameIds: [G1830],
        playWithRegistrationIds: [BOB],
        listedAsPlayPartner: true,
        bringGames: null,
      }),
    );
  });

  it('lists each game with its players and length, and picks it by its title alone', async () => {
    const { events } = await renderRegistrationForm();
    const want = await picker('Games I want to play');
    focus(want);
    await events.keyboard('18');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1830 · 3-6 players · 4-6 h', '1889 · 3-6 players · 4 h']);
    await events.keyboard('{ArrowDown}{Enter}{Escape}');
    expect(chips(want)).toEqual(['1830']);
  });

  it('shows the saved picks when a registration is changed, and never offers the registration itself', async () => {
    const { events, api } = await renderRegistrationForm({
      answers: pickerAnswers([
        { registrationId: BOB, name: 'Bob Listed' },
        { registrationId: own, name: 'Ann Peeters' },
      ]),
      initialValues: saved,
    });
    expect(chips(await picker('Games I bring'))).toEqual(['1830', '1830 (copy 2)']);
    expect(chips(await picker('Games I want to play'))).toEqual(['1889']);
    const partners = await picker('People I want to play with');
    expect(chips(partners)).toEqual(['Bob Listed']);
    expect(
      screen.getByRole('checkbox', { name: 'Other attendees may pick me as someone to play with' }),
    ).toBeChecked();

    focus(partners);
    await events.keyboard('ann');
    expect(await screen.findByText('No listed attendee matches')).toBeInTheDocument();
    // Backspace takes the last pick away.
    await events.keyboard('{Escape}');
    await events.clear(partners);
    await events.keyboard('{Backspace}');
    expect(chips(partners)).toEqual([]);
    expect(api.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/Games', '/api/Registration/play-partners']),
    );
  });

  it('keeps the saved picks while the games are still being read: the field is read-only', async () => {
    let answer: (games: unknown) => void = () => undefined;
    const { events } = await renderRegistrationForm({
      answers: {
        ...pickerAnswers(),
        'GET /api/Games': () =>
          new Promise((resolve) => (answer = (games) => resolve({ data: games }))),
      },
      initialValues: saved,
    });
    const bring = await screen.findByRole('combobox', { name: 'Games I bring' });
    expect(bring).toHaveAttribute('readonly');
    focus(bring);
    await events.keyboard('{Backspace}{Backspace}');
    answer(catalogue);
    expect(chips(await picker('Games I bring'))).toEqual(['1830', '1830 (copy 2)']);
  });
});
