import type { Convention } from 'shared-api';
import { makeUser } from 'test-support';
import { registrationPageState, type RegistrationPageInputs } from '../registration-page-state';
import { convention } from './convention-fixture';

const member = makeUser(['REGISTERED', 'USER'], { canRegisterMultiplePlayers: true });

/** Every condition true at once: each test lifts them one by one, in the page's order. */
const everything: RegistrationPageInputs = {
  sessionLoading: false,
  user: member,
  convention: { isLoading: false, data: convention },
  status: { isLoading: false, data: { isRegistered: true } },
  onBehalf: false,
};

const kind = (overrides: Partial<RegistrationPageInputs>) =>
  registrationPageState({ ...everything, ...overrides }).kind;

const closed: Convention = { ...convention, registrationOpen: false };

describe('registrationPageState', () => {
  it('is loading while the session or the convention loads', () => {
    expect(kind({ sessionLoading: true })).toBe('loading');
    expect(kind({ convention: { isLoading: true } })).toBe('loading');
  });

  it('follows SPEC order: no convention, closed, signed out, awaiting approval, registered, form', () => {
    const none = { convention: { isLoading: false, data: undefined } };
    // A missing convention wins over every later condition.
    expect(kind({ ...none, user: null })).toBe('no-convention');
    expect(kind({ convention: { isLoading: false, data: closed }, user: null })).toBe('closed');
    expect(kind({ user: null })).toBe('signed-out');
    expect(kind({ user: makeUser(['REGISTERED']) })).toBe('awaiting-approval');
    expect(kind({ user: makeUser(['SUSPENDED']) })).toBe('awaiting-approval');
    expect(kind({})).toBe('registered');
    expect(kind({ status: { isLoading: false, data: { isRegistered: false } } })).toBe('form');
  });

  it("reads 'No active convention found' as no convention, other failures as a load error", () => {
    const noActive = {
      isLoading: false,
      error: { status: 404, message: 'No active convention found.' },
    };
    expect(kind({ convention: noActive })).toBe('no-convention');
    const down = {
      isLoading: false,
      error: { status: 500, message: 'An unexpected error occurred.' },
    };
    expect(kind({ convention: down })).toBe('load-error');
    expect(
      kind({ status: { isLoading: false, error: { status: 'FETCH_ERROR', message: 'x' } } }),
    ).toBe('load-error');
  });

  it('waits for the status of an approved member', () => {
    expect(kind({ status: { isLoading: true } })).toBe('loading');
  });

  it('shows the on-behalf form to a registered member only with the permission', () => {
    expect(registrationPageState({ ...everything, onBehalf: true })).toMatchObject({
      kind: 'form',
      onBehalf: true,
    });
    const plain = makeUser(['USER'], { canRegisterMultiplePlayers: false });
    expect(kind({ user: plain, onBehalf: true })).toBe('registered');
  });
});
