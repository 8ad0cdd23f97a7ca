import { request } from 'node:http';

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

/**
 * A POST on a connection of its own, as from a member's own browser, through node:http: fetch costs
 * the load generator about 1 ms of CPU a request, which on two cores is taken from the API under
 * test. The body is serialised by the caller beforehand. Resolves on a 200 with result 0.
 */
export const postOnOwnConnection = (
  baseUrl: string,
  path: string,
  token: string,
  json: string,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const call = request(`${baseUrl}${path}`, {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(json),
      },
    });
    call.on('error', reject);
    call.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const envelope = JSON.parse(text) as Envelope<unknown>;
        if (response.statusCode === 200 && envelope.result === 0) resolve();
        else
          reject(new Error(`POST ${path}: HTTP ${response.statusCode} ${envelope.errorMessage}`));
      });
    });
    call.end(json);
  });

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
