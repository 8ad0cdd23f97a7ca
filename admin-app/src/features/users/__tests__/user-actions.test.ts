import { makeAdminUser } from 'test-support';
import { actionsFor, canPerform, USER_ACTIONS } from '../user-actions';

describe('user actions', () => {
  it('offers approve, suspend and reactivate to every user, Validate Email only when unconfirmed', () => {
    expect(actionsFor(true)).toEqual(['approve', 'suspend', 'reactivate']);
    expect(actionsFor(false)).toEqual(['approve', 'suspend', 'reactivate', 'validate-email']);
  });

  it.each([
    [
      'approve',
      'Are you sure you want to approve this user?',
      'User approved successfully.',
      'Failed to approve user.',
    ],
    [
      'suspend',
      'Are you sure you want to suspend this user?',
      'User suspended successfully.',
      'Failed to suspend user.',
    ],
    [
      'reactivate',
      'Are you sure you want to reactivate this user?',
      'User reactivated successfully.',
      'Failed to reactivate user.',
    ],
    [
      'validate-email',
      "Are you sure you want to manually validate this user's email address?",
      'User email validated successfully.',
      'Failed to validate email.',
    ],
  ] as const)('%s has SPEC texts', (action, confirmation, success, failure) => {
    expect(USER_ACTIONS[action]).toMatchObject({ confirmation, success, failure });
  });
});

describe('canPerform (docs/decisions.md "Admin actions by account state")', () => {
  const pending = makeAdminUser('p', 'Pending', ['REGISTERED']);
  const unconfirmed = makeAdminUser('n', 'New', ['REGISTERED'], { isEmailConfirmed: false });
  const member = makeAdminUser('m', 'Member', ['REGISTERED', 'USER']);
  const admin = makeAdminUser('a', 'Admin', ['ADMIN']);
  const suspended = makeAdminUser('s', 'Gone', ['REGISTERED', 'USER', 'SUSPENDED']);

  it('approves only confirmed accounts that are neither approved nor suspended', () => {
    expect(canPerform('approve', pending, 'a')).toBe(true);
    for (const user of [unconfirmed, member, admin, suspended]) {
      expect(canPerform('approve', user, 'a')).toBe(false);
    }
  });

  it('suspends anyone not suspended but the admin themself', () => {
    expect([pending, unconfirmed, member].every((user) => canPerform('suspend', user, 'a'))).toBe(
      true,
    );
    expect(canPerform('suspend', admin, 'a')).toBe(false);
    expect(canPerform('suspend', admin, 'other')).toBe(true);
    expect(canPerform('suspend', suspended, 'a')).toBe(false);
  });

  it('reactivates only suspended accounts and validates only unconfirmed emails', () => {
    expect(canPerform('reactivate', suspended, 'a')).toBe(true);
    expect(canPerform('reactivate', member, 'a')).toBe(false);
    expect(canPerform('validate-email', unconfirmed, 'a')).toBe(true);
    expect(canPerform('validate-email', pending, 'a')).toBe(false);
  });
});
