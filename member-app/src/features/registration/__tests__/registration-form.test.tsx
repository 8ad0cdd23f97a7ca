import { screen, waitFor, within } from '@testing-library/react';
import type { RegistrationRequest } from 'shared-api';
import { convention } from './convention-fixture';
import { renderRegistrationForm, type FormSetup } from './render-registration-form';
import { inTimeZone } from 'test-support';

const PARKING_FEE_NOTE = 'A parking fee of €15 per convention weekend is charged.';

// A browser in Brussels: the club's times alone, without the reader's own beside them.
inTimeZone('Europe/Brussels');

// A long form in jsdom on a shared machine: typing through it takes a while.
jest.setTimeout(90_000);

const renderForm = (onBehalf = false, onSubmit?: FormSetup['onSubmit']) =>
  renderRegistrationForm({ onBehalf, onSubmit });

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('RegistrationForm', () => {
  it('prefills and locks name and email for oneself', async () => {
    await renderForm(false);
    expect(field(/^First Name/)).toHaveValue('Ann');
    expect(field(/^First Name/)).toHaveAttribute('readonly');
    expect(field(/^Last Name/)).toHaveValue('Peeters');
    expect(field(/^Last Name/)).toHaveAttribute('readonly');
    expect(field(/^Email/)).toHaveValue('ann@example.com');
    expect(field(/^Email/)).toHaveAttribute('readonly');
    expect(field(/^Year of Birth/)).toHaveValue('1985');
    expect(field(/^Year of Birth/)).not.toHaveAttribute('readonly');
    expect(field(/^Nationality/)).toHaveValue('Belgian');
  });

  it("states the terms' parent-or-guardian rule once the year makes the attendee 15 or younger", async () => {
    const { events } = await renderForm(true);
    const rule =
      'Attendees aged 15 or younger must be accompanied by a parent or guardian throughout the convention.';
    expect(screen.queryByText(rule)).not.toBeInTheDocument();
    // The convention starts in 2031: born in 2014, the attendee is 16 or 17 then.
    await events.type(field(/^Year of Birth/), '2014');
    expect(screen.queryByText(rule)).not.toBeInTheDocument();
    // Born in 2015: 15 until their birthday in 2031, so perhaps 15 at the convention.
    await events.clear(field(/^Year of Birth/));
    await events.type(field(/^Year of Birth/), '2015');
    expect(await screen.findByRole('status')).toHaveTextContent(rule);
    await events.clear(field(/^Year of Birth/));
    await events.type(field(/^Year of Birth/), '2019');
    expect(screen.getByRole('status')).toHaveTextContent(rule);
  });

  it('starts blank and editable on behalf of someone else', async () => {
    await renderForm(true);
    for (const name of [/^First Name/, /^Last Name/, /^Email/, /^Year of Birth/, /^Nationality/]) {
      expect(field(name)).toHaveValue('');
      expect(field(name)).not.toHaveAttribute('readonly');
    }
  });

  it('lists the sessions by start, with name and start, and only offered special sessions', async () => {
    await renderForm();
    const sessions = within(screen.getByRole('group', { name: /Sessions you will attend/ }));
    expect(
      sessions.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent),
    ).toEqual(['Friday Evening (30/05/2031, 19:00)', 'Saturday Day (31/05/2031, 10:00)']);
    const special = within(screen.getByRole('group', { name: 'Special Sessions' }));
    expect(special.getAllByRole('checkbox')).toHaveLength(1);
    expect(special.getByText('1830')).toBeInTheDocument();
    expect(special.getByText('Robber barons on the east coast.')).toBeInTheDocument();
    expect(screen.queryByText('Withdrawn game')).not.toBeInTheDocument();
  });

  it('offers the experience levels New to Experienced with the New label', async () => {
    await renderForm();
    const radios = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'New (I would like an introduction game to learn 18xx)',
      'Beginner (fewer than 10 games)',
      'Intermediate (10-50 games)',
      'Experienced (more than 50 games)',
    ]);
  });

  it('shows every validation message of the form on an empty submit', async () => {
    const { events, onSubmit } = await renderForm(true);
    await events.click(screen.getByRole('checkbox', { name: /parking spot/ }));
    await events.type(field(/^Year of Birth/), String(new Date().getFullYear()));
    await events.click(screen.getByRole('button', { name: 'Register' }));

    for (const message of [
      'First Name is required.',
      'Last Name is required.',
      'Email is required.',
      `Year must be before ${new Date().getFullYear() - 10}.`,
      'You must select at least one session to attend.',
      'Please select your experience level.',
      'License plate is required for parking.',
      'You must accept the terms and conditions.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();

    await events.type(field(/^Email/), 'not-an-email');
    expect(await screen.findByText('Must be a valid email.')).toBeInTheDocument();
  });

  it('ties each refused box and radio to its error, for assistive technology', async () => {
    const { events } = await renderForm();
    await events.click(screen.getByRole('button', { name: 'Register' }));

    const firstSession = (await screen.findAllByRole('checkbox', { name: / \(/ }))[0]!;
    const cases: [HTMLElement, string][] = [
      [firstSession, 'You must select at least one session to attend.'],
      [screen.getByRole('radio', { name: /^New / }), 'Please select your experience level.'],
      [
        screen.getByRole('checkbox', { name: /I accept the/ }),
        'You must accept the terms and conditions.',
      ],
    ];
    for (const [control, message] of cases) {
      await waitFor(() => expect(control).toHaveAccessibleDescription(message));
      expect(control).toHaveAttribute('aria-invalid', 'true');
    }
    // The parking box is fine: described by its fee note, not invalid.
    const parking = screen.getByRole('checkbox', { name: /parking spot/ });
    expect(parking).toHaveAccessibleDescription(PARKING_FEE_NOTE);
    expect(parking).toHaveAttribute('aria-invalid', 'false');
  });

  it('asks for the number plate only when parking is ticked, with the fee note', async () => {
    const { events } = await renderForm();
    expect(screen.getByText(PARKING_FEE_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /License Plate/ })).not.toBeInTheDocument();
    await events.click(screen.getByRole('checkbox', { name: /parking spot/ }));
    expect(field(/License Plate/)).toBeInTheDocument();
  });

  it('links the terms to /terms in a new tab', async () => {
    await renderForm();
    const link = section('Terms').getByRole('link', { name: 'terms and conditions' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('sends the payload, mindNewPlayers as the inverse of its box', async () => {
    let finish: (message: string | null) => void = () => undefined;
    const onSubmit = jest.fn(
      (_values: RegistrationRequest) => new Promise<string | null>((resolve) => (finish = resolve)),
    );
    const { events } = await renderForm(false, onSubmit);
    await events.click(screen.getByRole('checkbox', { name: /^Saturday Day/ }));
    await events.click(screen.getByRole('checkbox', { name: /^Friday Evening/ }));
    await events.click(screen.getByRole('checkbox', { name: /1830/ }));
    const newPlayers = screen.getByRole('checkbox', {
      name: "I don't mind playing with new players",
    });
    expect(newPlayers).toBeChecked();
    await events.click(newPlayers);
    await events.click(screen.getByRole('checkbox', { name: 'I will bring my own poker chips' }));
    await events.click(screen.getByRole('radio', { name: /^Intermediate/ }));
    await events.click(screen.getByRole('checkbox', { name: /parking spot/ }));
    await events.type(field(/License Plate/), ' 1-ABC-123 ');
    await events.type(field(/^Games you will bring/), '1830');
    await events.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await events.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual(
      expect.objectContaining({
        conventionId: convention.id,
        attendeeFirstName: 'Ann',
        attendeeEmail: 'ann@example.com',
        attendeeYearOfBirth: 1985,
        registerDifferentPerson: false,
        sessions: [{ id: 1 }, { id: 2 }],
        featuredGameIds: ['11111111-1111-4111-8111-111111111111'],
        mindNewPlayers: true,
        bringOwnPokerChips: true,
        experienceLevel: 2,
        parking: true,
        licensePlate: '1-ABC-123',
        bringGames: '1830',
        wantToPlayGames: null,
        termsAccepted: true,
      }),
    );
    finish('This attendee is already registered for this convention.');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This attendee is already registered for this convention.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
  });
});
