interface Envelope<T> {
  result: number;
  errorMessage: string | null;
  data: T;
}

/** One call of the real API; anything but a 200 with result 0 is an error. */
export const callApi = async <T>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok || envelope.result !== 0) {
    throw new Error(`${method} ${path}: HTTP ${response.status} ${envelope.errorMessage}`);
  }
  return envelope.data;
};

export const logIn = (baseUrl: string, email: string, password: string): Promise<string> =>
  callApi<string>(baseUrl, 'POST', '/api/Auth/login', { body: { email, password } });

/** Runs `work` over `items`, at most `parallel` at a time, answers in order. */
export const mapLimited = async <T, R>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
  return results;
};
