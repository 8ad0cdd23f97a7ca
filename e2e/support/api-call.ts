// One call to the site's API as a signed-in user, answered in the API's envelope.
import type { APIRequestContext } from '@playwright/test';

export type Envelope<T> = { result: number; errorMessage: string | null; data: T };

export const api = async <T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  data?: unknown,
): Promise<{ status: number; body: Envelope<T> }> => {
  const response = await request.fetch(url, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status(), body: (await response.json()) as Envelope<T> };
};
