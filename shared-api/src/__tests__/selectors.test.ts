import { selectIsAdmin, selectIsApproved } from '../session/selectors';
import { loggedIn } from '../session/session-slice';
import { createStore } from '../store';
import { claims, makeToken } from './token-fixtures';
import { decodeToken } from '../session/decode-token';

const stateWithRoles = (role: string[]) => {
  const store = createStore();
  const token = makeToken(claims({ role }));
  store.dispatch(loggedIn({ token, user: decodeToken(token) }));
  return store.getState();
};

describe('role selectors', () => {
  it.each([
    [['USER'], true, false],
    [['user', 'admin'], true, true],
    [['REGISTERED'], false, false],
    [['ADMIN', 'SUSPENDED'], false, false],
  ])('%j: approved %s, admin %s', (roles, approved, admin) => {
    const state = stateWithRoles(roles);
    expect(selectIsApproved(state)).toBe(approved);
    expect(selectIsAdmin(state)).toBe(admin);
  });

  it('are false when nobody is signed in', () => {
    const state = createStore().getState();
    expect(selectIsApproved(state)).toBe(false);
    expect(selectIsAdmin(state)).toBe(false);
  });
});
