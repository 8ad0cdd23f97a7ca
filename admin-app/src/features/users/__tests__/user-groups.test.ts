import { makeAdminUser } from 'test-support';
import { groupUsers, userStatus } from '../user-groups';

const names = (users: { firstName: string }[]) => users.map((user) => user.firstName);

describe('groupUsers', () => {
  it('puts each user in one list: suspended, then admin, then confirmed, then unconfirmed', () => {
    const grouped = groupUsers([
      makeAdminUser('1', 'Unconfirmed', ['REGISTERED'], { isEmailConfirmed: false }),
      makeAdminUser('2', 'Confirmed', ['REGISTERED']),
      makeAdminUser('3', 'Approved', ['REGISTERED', 'USER']),
      makeAdminUser('4', 'Admin', ['ADMIN']),
      // Suspension wins over every other role, and an admin wins over an unconfirmed email.
      makeAdminUser('5', 'SuspendedAdmin', ['ADMIN', 'SUSPENDED']),
      makeAdminUser('6', 'UnconfirmedAdmin', ['ADMIN'], { isEmailConfirmed: false }),
      makeAdminUser('7', 'SuspendedUnconfirmed', ['suspended'], { isEmailConfirmed: false }),
    ]);
    expect(names(grouped.suspended)).toEqual(['SuspendedAdmin', 'SuspendedUnconfirmed']);
    expect(names(grouped.admins)).toEqual(['Admin', 'UnconfirmedAdmin']);
    expect(names(grouped.confirmed)).toEqual(['Approved', 'Confirmed']);
    expect(names(grouped.unconfirmed)).toEqual(['Unconfirmed']);
  });

  it('sorts each list by first name, ignoring case', () => {
    const grouped = groupUsers([
      makeAdminUser('1', 'zoë', ['USER']),
      makeAdminUser('2', 'Bart', ['USER']),
      makeAdminUser('3', 'anna', ['USER']),
      makeAdminUser('4', 'Anna', ['USER'], { lastName: 'Aerts' }),
    ]);
    expect(grouped.confirmed.map((user) => `${user.firstName} ${user.lastName}`)).toEqual([
      'Anna Aerts',
      'anna Test',
      'Bart Test',
      'zoë Test',
    ]);
  });

  it('gives empty lists for no users', () => {
    expect(groupUsers([])).toEqual({ suspended: [], admins: [], confirmed: [], unconfirmed: [] });
  });
});

describe('userStatus', () => {
  it.each([
    [['USER', 'SUSPENDED'], true, 'suspended'],
    [['ADMIN'], true, 'admin'],
    [['REGISTERED', 'USER'], true, 'approved'],
    [['REGISTERED'], true, 'awaiting-approval'],
    [['REGISTERED'], false, 'unconfirmed'],
  ])('%j with a confirmed email %s is %s', (roles, isEmailConfirmed, status) => {
    expect(userStatus(makeAdminUser('1', 'Ann', roles, { isEmailConfirmed }))).toBe(status);
  });
});
