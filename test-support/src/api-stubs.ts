/** A JSON answer in the API's envelope, as the server sends it. */
export const envelope = (
  status: number,
  data: unknown,
  errorMessage: string | null = null,
): Response =>
  new Response(JSON.stringify({ result: errorMessage === null ? 0 : 1, errorMessage, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** "METHOD /api/path" of a fetch call. */
const urlOf = (input: RequestInfo | URL): URL =>
  new URL(input instanceof Request ? input.url : String(input), 'http://localhost');

const callKey = (input: RequestInfo | URL, init: RequestInit | undefined): string =>
  `${init?.method ?? 'GET'} ${urlOf(input).pathname}`;

/**
 * What a stubbed call answers: envelope data, an error message with its HTTP status, or a whole
 * Response (an answer that is not the envelope, an empty 500).
 */
export type StubAnswer = { data: unknown } | { error: string; status?: number } | Response;

export interface ApiCall {
  method: string;
  path: string;
  /** The JSON body sent, parsed; undefined for a call without one. */
  body: unknown;
  /** The query string's parameters (a paged list's pageNumber); left out when there are none. */
  query?: Record<string, string>;
}

export type StubAnswers = Record<
  string,
  StubAnswer | ((call: ApiCall) => StubAnswer | Promise<StubAnswer>)
>;

const answerResponse = (answer: StubAnswer): Response => {
  if (answer instanceof Response) return answer;
  return 'data' in answer
    ? envelope(200, answer.data)
    : envelope(answer.status ?? 400, null, answer.error);
};

/**
 * Replaces fetch with answers per "METHOD /api/path" (a function may answer differently per
 * call, from what was sent), and records every call. An unexpected call fails the test loudly.
 * The one API stub of the front-end tests.
 */
export const stubApi = (answers: StubAnswers) => {
  const calls: ApiCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = callKey(input, init);
    const [method = 'GET', path = ''] = key.split(' ');
    const { searchParams } = urlOf(input);
    const call: ApiCall = {
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      ...(searchParams.size > 0 ? { query: Object.fromEntries(searchParams) } : {}),
    };
    calls.push(call);
    const answer = answers[key];
    if (!answer) throw new Error(`Unexpected call ${key}`);
    return answerResponse(typeof answer === 'function' ? await answer(call) : answer);
  });
  return { calls, restore: () => spy.mockRestore() };
};

export type StubbedApi = ReturnType<typeof stubApi>;

/** "METHOD /api/path" of every call made so far. */
export const callsOf = ({ calls }: StubbedApi): string[] =>
  calls.map(({ method, path }) => `${method} ${path}`);

/** The body of the first call "METHOD /api/path" (or of the first call by that method). */
export const bodyOf = ({ calls }: StubbedApi, key: string): unknown =>
  calls.find((call) => `${call.method} ${call.path}` === key || call.method === key)?.body;
