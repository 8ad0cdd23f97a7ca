import { authApi } from '../domains/auth/endpoints';
import { healthApi } from '../domains/health/endpoints';
import { selectCurrentUser, selectToken } from '../session/selectors';
import { logOut } from '../session/log-out';
import { loggedOut } from '../session/session-slice';
import { createStore } from '../store';
import { claims, makeToken } from './token-fixtures';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (status: number, data: unknown, errorMessage: string | null = null) =>
  new Response(JSON.stringify({ result: errorMessage ? 1 : 0, errorMessage, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const credentials = { email: 'anne@example.be', password: 'Secret-123' };

describe('login', () => {
  it('posts the credentials without a token, stores the token and signs the user in', async () => {
    const token = makeToken(claims({ exp: Math.floor(Date.now() / 1000) + 8 * 3600 }));
    fetchMock.mockResolvedValue(answer(200, token));
    const store = createStore();

    const result = await store.dispatch(authApi.endpoints.login.initiate(credentials)).unwrap();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(credentials);
    expect(result.user.email).toBe('anne@example.be');
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(selectToken(store.getState())).toBe(token);
    expect(selectCurrentUser(store.getState())?.lastName).toBe('Peeters');
    expect(store.getState().session.expiresAt).toBeGreaterThan(Date.now());
  });

  it.each([
    ['a value that is not a string', 42],
    ['a string without three parts', 'abc.def'],
    ['a string with an empty part', 'abc..def'],
  ])('refuses %s as token', async (_case, data) => {
    fetchMock.mockResolvedValue(answer(200, data));
    const store = createStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate(credentials));
    expect(result.error).toEqual({
      status: 'CLIENT_ERROR',
      message: 'Invalid token format received from server.',
    });
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('refuses a token it cannot decode', async () => {
    fetchMock.mockResolvedValue(answer(200, 'aaa.bbb.ccc'));
    const store = createStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate(credentials));
    expect(result.error).toEqual({
      status: 'CLIENT_ERROR',
      message: 'Invalid token received (could not be decoded).',
    });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("passes the server's refusal on", async () => {
    fetchMock.mockResolvedValue(answer(400, null, 'Invalid email or password.'));
    const store = createStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate(credentials));
    expect(result.error).toEqual({ status: 400, message: 'Invalid email or password.' });
  });
});

describe('loggedOut', () => {
  it('clears the stored token, the session and the API cache', async () => {
    const token = makeToken();
    fetchMock.mockResolvedValueOnce(answer(200, token));
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'ok' }));
    const store = createStore();
    await store.dispatch(authApi.endpoints.login.initiate(credentials));
    await store.dispatch(healthApi.endpoints.health.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

    store.dispatch(loggedOut());

    expect(localStorage.getItem('authToken')).toBeNull();
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(store.getState().api.queries).toEqual({});
    expect(store.getState().api.mutations).toEqual({});
  });
});

describe('logOut', () => {
  const signedIn = async () => {
    const token = makeToken();
    fetchMock.mockResolvedValueOnce(answer(200, token));
    const store = createStore();
    await store.dispatch(authApi.endpoints.login.initiate(credentials));
    return { store, token };
  };

  it('asks the server to revoke the token and signs out at once', async () => {
    const { store, token } = await signedIn();
    fetchMock.mockResolvedValueOnce(answer(200, 'You have been logged out.'));

    store.dispatch(logOut());

    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/Auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(init?.keepalive).toBe(true);
    expect(selectToken(store.getState())).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('signs out even when the server cannot be reached', async () => {
    const { store } = await signedIn();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    store.dispatch(logOut());
    await Promise.resolve();

    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('calls nobody when no one is signed in', () => {
    const store = createStore();
    store.dispatch(logOut());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
