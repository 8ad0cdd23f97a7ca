import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from 'shared-api';
import { makeUser, renderWithProviders, stubApi, type StubAnswer, inTimeZone } from 'test-support';
import { RegisterEventPage } from '../components/register-event-page';
import { convention } from './convention-fixture';
import { pickerAnswers } from './picker-fixtures';

// A browser in Brussels: the club's times alone, without the reader's own beside them.
inTimeZone('Europe/Brussels');

jest.setTimeout(30_000);

let restore = () => undefined as void;
afterEach(() => restore());
beforeAll(() => {
  window.scrollTo = () => undefined;
});

const open = (
  user: SessionUser | null,
  answers: Parameters<typeof stubApi>[0] = {},
  activeConvention: StubAnswer = { data: convention },
) => {
  const api = stubApi({
    'GET /api/Convention/active': activeConvention,
    ...pickerAnswers(),
    ...answers,
  });
  restore = api.restore;
  renderWithProviders(<RegisterEventPage />, { user, route: '/register-event' });
  return api;
};

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('RegisterEventPage', () => {
  it('tells anonymous visitors to sign in or sign up', async () => {
    const { calls } = open(null);
    expect(await heading('Please Sign In or Sign Up to Register')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(calls.map((c) => c.path)).toEqual(['/api/Convention/active']);
  });

  it('says when there is no convention, whoever asks', async () => {
    open(null, {}, { error: 'No active convention found.', status: 404 });
    expect(await heading('No Upcoming Convention')).toBeInTheDocument();
  });

  it('says when registration is closed', async () => {
    open(makeUser(['USER']), {}, { data: { ...convention, registrationOpen: false } });
    expect(await heading('Registration is Currently Closed')).toBeInTheDocument();
  });

  it('asks an unapproved account to wait, with a link to the contact page it may open', async () => {
    open(makeUser(['REGISTERED']));
    expect(await heading('Your Account is Awaiting Approval')).toBeInTheDocument();
    // Not /contact-us: the member area would send them straight back to /awaiting-approval.
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('shows a load failure with its message', async () => {
    open(makeUser(['USER']), {}, { error: 'An unexpected error occurred.', status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });

  it('offers Register Someone Else to a registered member only with the permission', async () => {
    open(makeUser(['USER']), { 'GET /api/Registration/status': { data: { isRegistered: true } } });
    expect(await heading('You Are Registered!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Registrations' })).toHaveAttribute(
      'href',
      '/my-registrations',
    );
    expect(screen.queryByRole('button', { name: 'Register Someone Else' })).not.toBeInTheDocument();
  });

  it('opens a blank on-behalf form from Register Someone Else, and goes back on Cancel', async () => {
    open(makeUser(['USER'], { canRegisterMultiplePlayers: true }), {
      'GET /api/Registration/status': { data: { isRegistered: true } },
    });
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: 'Register Someone Else' }));
    expect(await heading(`Register for ${convention.name}`)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^First Name/ })).toHaveValue('');
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await heading('You Are Registered!')).toBeInTheDocument();
  });

  it('registers, shows the success toast and refetches the status', async () => {
    let registered = false;
    const { calls } = open(makeUser(['USER']), {
      'GET /api/Registration/status': () => ({ data: { isRegistered: registered } }),
      'POST /api/Registration': (call) => {
        registered = true;
        return { data: call.body };
      },
    });
    const events = userEvent.setup({ delay: null });
    expect(await heading(`Register for ${convention.name}`)).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Registration form' }));
    await events.click(form.getByRole('checkbox', { name: /^Friday Evening/ }));
    await events.click(form.getByRole('radio', { name: /^New/ }));
    await events.click(form.getByRole('checkbox', { name: /I accept the/ }));
    await events.click(form.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText(
        'Registration successful! You will receive a confirmation email shortly.',
      ),
    ).toBeInTheDocument();
    expect(await heading('You Are Registered!')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/Registration/status')).toHaveLength(2);
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ attendeeEmail: 'ann@example.com', sessions: [{ id: 1 }] });
  });

  it('names the attendee registered for someone else on the card that follows', async () => {
    open(makeUser(['USER'], { canRegisterMultiplePlayers: true }), {
      'GET /api/Registration/status': { data: { isRegistered: true } },
      'POST /api/Registration': (call) => ({ data: call.body }),
    });
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: 'Register Someone Else' }));
    const form = within(await screen.findByRole('form', { name: 'Registration form' }));
    await events.type(form.getByRole('textbox', { name: /^First Name/ }), 'Bert');
    await events.type(form.getByRole('textbox', { name: /^Last Name/ }), 'Claes');
    await events.type(form.getByRole('textbox', { name: /^Email/ }), 'bert@example.com');
    await events.click(form.getByRole('checkbox', { name: /^Friday Evening/ }));
    await events.click(form.getByRole('radio', { name: /^New/ }));
    await events.click(form.getByRole('checkbox', { name: /I accept the/ }));
    await events.click(form.getByRole('button', { name: 'Register' }));
    expect(await heading('You Are Registered!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `Bert Claes is now registered for ${convention.name}.`,
    );
  });

  it('says once, and only, that someone registered on a full convention is on the waiting list', async () => {
    open(makeUser(['USER'], { canRegisterMultiplePlayers: true }), {
      'GET /api/Registration/status': { data: { isRegistered: true, waitingPosition: 2 } },
      'POST /api/Registration': (call) => ({
        data: { ...(call.body as object), status: 'waiting', waitingPosition: 3 },
      }),
    });
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: 'Register Someone Else' }));
    const form = within(await screen.findByRole('form', { name: 'Registration form' }));
    await events.type(form.getByRole('textbox', { name: /^First Name/ }), 'Bert');
    await events.type(form.getByRole('textbox', { name: /^Last Name/ }), 'Claes');
    await events.type(form.getByRole('textbox', { name: /^Email/ }), 'bert@example.com');
    await events.click(form.getByRole('checkbox', { name: /^Friday Evening/ }));
    await events.click(form.getByRole('radio', { name: /^New/ }));
    await events.click(form.getByRole('checkbox', { name: /I accept the/ }));
    await events.click(form.getByRole('button', { name: 'Register' }));
    expect(await heading('You Are on the Waiting List')).toBeInTheDocument();
    // The card and the toast say the same thing.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Bert Claes is on the waiting list at position 3.',
    );
    expect(screen.getAllByText('Bert Claes is on the waiting list at position 3.')).toHaveLength(2);
    expect(screen.queryByText(/Bert Claes is now registered/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Registration successful/)).not.toBeInTheDocument();
  });

  it("says so when the server answers that the attendee's email is a member's", async () => {
    open(makeUser(['USER']), {
      'GET /api/Registration/status': { data: { isRegistered: false } },
      'POST /api/Registration': (call) => ({
        data: { ...(call.body as object), registerDifferentPerson: true, attendeeHasAccount: true },
      }),
    });
    const events = userEvent.setup({ delay: null });
    const form = within(await screen.findByRole('form', { name: 'Registration form' }));
    await events.click(form.getByRole('checkbox', { name: /^Friday Evening/ }));
    await events.click(form.getByRole('radio', { name: /^New/ }));
    await events.click(form.getByRole('checkbox', { name: /I accept the/ }));
    await events.click(form.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(
        'Registration successful! You will receive a confirmation email shortly. This email belongs to an existing member, who has been notified.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal in an alert", async () => {
    open(makeUser(['USER']), {
      'GET /api/Registration/status': { data: { isRegistered: false } },
      'POST /api/Registration': { error: 'Registration is currently closed.' },
    });
    const events = userEvent.setup({ delay: null });
    const form = within(await screen.findByRole('form', { name: 'Registration form' }));
    await events.click(form.getByRole('checkbox', { name: /^Friday Evening/ }));
    await events.click(form.getByRole('radio', { name: /^New/ }));
    await events.click(form.getByRole('checkbox', { name: /I accept the/ }));
    await events.click(form.getByRole('button', { name: 'Register' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Registration is currently closed.');
  });
});
