/** What a stubbed call answers: envelope data, or an error message with its HTTP status. */
export type StubAnswer = { data: unknown } | { error: string; status?: number };

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

const envelope = (answer: StubAnswer): Response => {
  const ok = 'data' in answer;
  return new Response(
    JSON.stringify({
      result: ok ? 0 : 1,
      errorMessage: ok ? null : answer.error,
      data: ok ? answer.data : null,
    }),
    {
      status: ok ? 200 : (answer.status ?? 400),
      headers: { 'Content-Type': 'application/json' },
    },
  );
};

/**
 * Replaces fetch with answers per "METHOD /api/path" (a function may answer differently per
 * call), and records every call. An unexpected call fails the test loudly.
 */
export const stubApi = (
  answers: Record<string, StubAnswer | ((call: ApiCall) => StubAnswer | Promise<StubAnswer>)>,
) => {
  const calls: ApiCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: ApiCall = {
      method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = answers[`${method} ${url.pathname}`];
    if (!answer) throw new Error(`Unexpected call ${method} ${url.pathname}`);
    return envelope(typeof answer === 'function' ? await answer(call) : answer);
  });
  return { calls, restore: () => spy.mockRestore() };
};
