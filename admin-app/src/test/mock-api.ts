type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A JSON answer in the API's envelope. */
export const envelope = (status: number, data: unknown, errorMessage: string | null = null) =>
  new Response(JSON.stringify({ result: errorMessage === null ? 0 : 1, errorMessage, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Replaces fetch with a table of 'METHOD /api/path' handlers; any other call fails the test with a
 * 404. Returns the mock, whose calls say what the page sent.
 */
export const mockApi = (handlers: Record<string, Handler>) => {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(init) : envelope(404, null, `No handler for ${url.pathname}`);
  });
  window.fetch = fetchMock;
  return fetchMock;
};

/** 'METHOD /api/path' of every call made so far. */
export const callsOf = (fetchMock: ReturnType<typeof mockApi>): string[] =>
  fetchMock.mock.calls.map(
    ([input, init]) =>
      `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`,
  );
