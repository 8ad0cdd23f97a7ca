import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery, createBaseQuery, type ApiExtraOptions, type ApiRequest } from '../base-query';
import { AUTH_EXPIRED_EVENT } from '../session/session-events';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const apiWith = (token: string | null): BaseQueryApi =>
  ({
    signal: new AbortController().signal,
    abort: jest.fn(),
    dispatch: jest.fn(),
    getState: () => ({ session: { token } }),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  }) as BaseQueryApi;

const run = (
  arg: ApiRequest | string,
  extraOptions: ApiExtraOptions = { auth: 'optional' },
  token: string | null = 'the-token',
) => baseQuery(arg, apiWith(token), extraOptions);

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

const text = (status: number, body: string, statusText = 'Bad Gateway') =>
  new Response(body, { status, statusText, headers: { 'Content-Type': 'text/plain' } });

const envelope = (data: unknown, result = 0, errorMessage: string | null = null) => ({
  result,
  errorMessage,
  data,
});

const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init, headers: new Headers(init?.headers) };
};

describe('request', () => {
  it('prefixes /api, adds the query parameters it has, and asks for JSON', async () => {
    fetchMock.mockResolvedValue(json(200, envelope([])));
    await run({ url: '/Inbox', params: { pageNumber: 1, pageSize: 20, q: undefined, r: null } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/Inbox?pageNumber=1&pageSize=20');
    expect(init?.method).toBe('GET');
    expect(headers.get('Accept')).toBe('application/json');
  });

  describe('Accept-Language', () => {
    afterEach(() => {
      document.documentElement.lang = '';
    });

    it.each(['en', 'nl', 'fr'])('asks for the language the page is shown in (%s)', async (lang) => {
      document.documentElement.lang = lang;
      fetchMock.mockResolvedValue(json(200, envelope([])));
      await run('/Inbox');
      expect(lastRequest().headers.get('Accept-Language')).toBe(lang);
    });

    it("leaves the browser's own when the page's language is none of ours", async () => {
      document.documentElement.lang = 'de';
      fetchMock.mockResolvedValue(json(200, envelope([])));
      await run('/Inbox');
      expect(lastRequest().headers.get('Accept-Language')).toBeNull();
    });
  });

  it('takes a plain path as a GET', async () => {
    fetchMock.mockResolvedValue(json(200, envelope({ status: 'ok' })));
    await run('/health');
    expect(lastRequest().url).toBe('/api/health');
  });

  it('uses a configured base URL', async () => {
    fetchMock.mockResolvedValue(json(200, envelope(null)));
    await createBaseQuery({ baseUrl: 'https://club.example/api' })('/health', apiWith(null), {
      auth: 'none',
    });
    expect(lastRequest().url).toBe('https://club.example/api/health');
  });

  it('sends a body as JSON with its method', async () => {
    fetchMock.mockResolvedValue(json(200, envelope('done')));
    await run({ url: '/Auth/register', method: 'POST', body: { email: 'a@b.be' } });
    const { init, headers } = lastRequest();
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.be"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });
});

describe('authentication', () => {
  it('sends the bearer token of the session', async () => {
    fetchMock.mockResolvedValue(json(200, envelope([])));
    await run('/Inbox', {});
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer the-token');
  });

  it('requires a token by default and rejects without calling the server', async () => {
    const result = await run('/Inbox', {}, null);
    expect(result).toEqual({
      error: { status: 'NOT_AUTHENTICATED', message: 'Not authenticated' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the message an endpoint gives for a missing token', async () => {
    const message = 'You must be logged in to validate an email.';
    const result = await run('/Auth/validate-email', { notAuthenticatedMessage: message }, null);
    expect(result.error).toEqual({ status: 'NOT_AUTHENTICATED', message });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls without a token when the token is optional', async () => {
    fetchMock.mockResolvedValue(json(200, envelope([])));
    await run('/FeaturedGame', { auth: 'optional' }, null);
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('never sends the token when auth is none', async () => {
    fetchMock.mockResolvedValue(json(200, envelope('t')));
    await run({ url: '/Auth/login', method: 'POST', body: {} }, { auth: 'none' });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });
});

describe('HTTP 401', () => {
  it('fires auth-expired and says the session has expired', async () => {
    const listener = jest.fn();
    window.addEventListener(AUTH_EXPIRED_EVENT, listener);
    fetchMock.mockResolvedValue(json(401, envelope(null, 1, 'Unauthorized')));
    const result = await run('/Inbox');
    window.removeEventListener(AUTH_EXPIRED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(result.error).toEqual({
      status: 401,
      message: 'Your session has expired. Please log in again.',
    });
  });
});

describe('other failing statuses with a JSON body', () => {
  it.each([
    [
      'the envelope errorMessage',
      json(400, envelope(null, 1, 'Invalid email or password.')),
      'Invalid email or password.',
    ],
    [
      'the problem-details errors, all joined',
      json(400, {
        title: 'One or more validation errors occurred.',
        errors: { Email: ['Email is required.'], Password: ['Too short.', 'Needs a digit.'] },
      }),
      'Email is required.; Too short.; Needs a digit.',
    ],
    [
      'problem-details errors given as a list',
      json(422, { errors: ['First.', 'Second.'] }),
      'First.; Second.',
    ],
    [
      'the detail',
      json(409, { title: 'Conflict', detail: 'Already registered.' }),
      'Already registered.',
    ],
    ['the title', json(404, { title: 'Not Found' }), 'Not Found'],
    ['a message field', json(500, { message: 'Database unavailable.' }), 'Database unavailable.'],
    ['the fallback', json(503, {}), 'HTTP error! Status: 503'],
    [
      'not the errorMessage of an envelope that claims success',
      json(500, envelope(null, 0, 'ignored')),
      'HTTP error! Status: 500',
    ],
  ])('takes %s', async (_rule, response, message) => {
    fetchMock.mockResolvedValue(response);
    const result = await run('/x');
    expect(result.error).toEqual({ status: response.status, message });
  });
});

describe('too many requests', () => {
  const refusal = (retryAfter: string | null) =>
    new Response(JSON.stringify(envelope(null, 1, 'Too many requests. Please try again later.')), {
      status: 429,
      headers: {
        'Content-Type': 'application/json',
        ...(retryAfter === null ? {} : { 'Retry-After': retryAfter }),
      },
    });

  it.each([
    ['1', 1, 'in 1 minute'],
    ['61', 61, 'in 2 minutes'],
    ['2520', 2520, 'in 42 minutes'],
    ['3600', 3600, 'in 60 minutes'],
    ['7000', 7000, 'in 2 hours'],
  ])('says when to try again from Retry-After %s', async (header, seconds, wait) => {
    fetchMock.mockResolvedValue(refusal(header));
    const result = await run('/x');
    expect(result.error).toEqual({
      status: 429,
      retryAfterSeconds: seconds,
      message: `Too many requests. Please try again later. You can try again ${wait}.`,
    });
  });

  it.each([null, 'soon', '0'])(
    'keeps the message as it is without a usable Retry-After (%s)',
    async (header) => {
      fetchMock.mockResolvedValue(refusal(header));
      const result = await run('/x');
      expect(result.error).toEqual({
        status: 429,
        message: 'Too many requests. Please try again later.',
      });
    },
  );
});

describe('failing statuses with a body that is not JSON', () => {
  it('shows a short text as it is', async () => {
    fetchMock.mockResolvedValue(text(502, 'Upstream is down'));
    expect((await run('/x')).error).toEqual({ status: 502, message: 'Upstream is down' });
  });

  it('shows the status text instead of a text of 200 characters or more', async () => {
    fetchMock.mockResolvedValue(text(502, `<html>${'x'.repeat(194)}</html>`));
    expect((await run('/x')).error).toEqual({ status: 502, message: 'Bad Gateway' });
  });

  it('shows the status text for an empty body', async () => {
    fetchMock.mockResolvedValue(text(500, '', 'Internal Server Error'));
    expect((await run('/x')).error).toEqual({ status: 500, message: 'Internal Server Error' });
  });
});

describe('successful statuses', () => {
  it('treats 204 as success with a fixed message', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    expect(await run('/x')).toEqual({ data: 'Operation successful (No Content)' });
  });

  it('returns the envelope data', async () => {
    fetchMock.mockResolvedValue(json(200, envelope({ status: 'ok' })));
    expect(await run('/health')).toEqual({ data: { status: 'ok' } });
  });

  it('raises the errorMessage of an envelope with a non-zero result', async () => {
    fetchMock.mockResolvedValue(json(200, envelope(null, 2, 'No active convention found')));
    expect((await run('/x')).error).toEqual({ status: 200, message: 'No active convention found' });
  });

  it('raises the result code when there is no errorMessage', async () => {
    fetchMock.mockResolvedValue(json(200, envelope(null, 3)));
    expect((await run('/x')).error).toEqual({ status: 200, message: 'API Error (Result Code: 3)' });
  });

  it('raises an errorMessage even when the result is 0', async () => {
    fetchMock.mockResolvedValue(json(200, envelope(null, 0, 'Something went wrong.')));
    expect((await run('/x')).error).toEqual({ status: 200, message: 'Something went wrong.' });
  });

  it('refuses an answer that is not an envelope', async () => {
    fetchMock.mockResolvedValue(text(200, '<!doctype html><html></html>', 'OK'));
    expect((await run('/x')).error?.status).toBe('PARSE_ERROR');
  });
});

it('reports a server that cannot be reached', async () => {
  fetchMock.mockRejectedValue(new TypeError('fetch failed'));
  expect((await run('/x')).error?.status).toBe('FETCH_ERROR');
});
