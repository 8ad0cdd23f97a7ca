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
const callKey = (input: RequestInfo | URL, init: RequestInit | undefined): string => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  return `${init?.method ?? 'GET'} ${url.pathname}`;
};

/** What a stubbed call answers: envelope data, or an error message with its HTTP status. */
export type StubAnswer = { data: unknown } | { error: string; status?: number };

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

const answerResponse = (answer: StubAnswer): Response =>
  'data' in answer
    ? envelope(200, answer.data)
    : envelope(answer.status ?? 400, null, answer.error);

/**
 * Replaces fetch with answers per "METHOD /api/path" (a function may answer differently per
 * call), and records every call. An unexpected call fails the test loudly.
 */
export const stubApi = (
  answers: Record<string, StubAnswer | ((call: ApiCall) => StubAnswer | Promise<StubAnswer>)>,
) => {
  const calls: ApiCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = callKey(input, init);
    const [method = 'GET', path = ''] = key.split(' ');
    const call: ApiCall = {
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = answers[key];
    if (!answer) throw new Error(`Unexpected call ${key}`);
    return answerResponse(typeof answer === 'function' ? await answer(call) : answer);
  });
  return { calls, restore: () => spy.mockRestore() };
};

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch with a table of "METHOD /api/path" handlers that answer whole responses; any
 * other call fails the test with a 404. Returns the mock, whose calls say what the page sent.
 */
export const mockApi = (handlers: Record<string, Handler>) => {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = handlers[callKey(input, init)];
    return handler ? handler(init) : envelope(404, null, `No handler for ${callKey(input, init)}`);
  });
  window.fetch = fetchMock;
  return fetchMock;
};

/** "METHOD /api/path" of every call made so far. */
export const callsOf = (fetchMock: ReturnType<typeof mockApi>): string[] =>
  fetchMock.mock.calls.map(([input, init]) => callKey(input, init));
