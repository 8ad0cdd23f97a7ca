import type { Page } from '@playwright/test';
import type { Credentials } from './accounts';

type LoginEnvelope = { result: number; errorMessage: string | null; data: string | null };

/**
 * Signs in through the API and leaves the token where the shell looks for it at start-up
 * (localStorage 'authToken'): for tests whose subject is not the login form itself.
 */
export async function signInViaApi(page: Page, credentials: Credentials): Promise<void> {
  const response = await page.request.post('/api/Auth/login', { data: credentials });
  const body = (await response.json()) as LoginEnvelope;
  if (!response.ok() || body.result !== 0 || !body.data) {
    throw new Error(
      `Login as ${credentials.email} failed: HTTP ${response.status()} ${body.errorMessage}`,
    );
  }
  const token = body.data;
  // Any page of the site's origin holds its localStorage; this one runs no scripts that would
  // still be loading when the test goes on.
  await page.goto('/remotes.json');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
}
