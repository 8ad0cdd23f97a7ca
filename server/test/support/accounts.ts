import type { SignUpInput } from 'shared-api/contract';
import type { App } from '../../src/app';

export const SIGN_UP_PASSWORD = 'Sign-Up-Pass-1!';

export const signUpPayload = (
  email: string,
  overrides: Partial<SignUpInput> = {},
): SignUpInput => ({
  email,
  firstName: 'Nora',
  lastName: 'Newcomer',
  password: SIGN_UP_PASSWORD,
  confirmPassword: SIGN_UP_PASSWORD,
  yearOfBirth: 1990,
  nationality: 'Belgian',
  ...overrides,
});

type Method = 'GET' | 'POST' | 'DELETE';

/** One API call with an optional bearer token and an optional source address. */
export const call = (
  app: App,
  method: Method,
  url: string,
  { token, payload, ip }: { token?: string; payload?: unknown; ip?: string } = {},
) =>
  app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(ip ? { remoteAddress: ip } : {}),
  });

export const signUp = (app: App, payload: unknown, ip?: string) =>
  call(app, 'POST', '/api/Auth/register', { payload, ip });

export interface EnvelopeBody {
  result: number;
  errorMessage: string | null;
  data: unknown;
}
