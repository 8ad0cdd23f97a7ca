import { check, ms, perSecond, type Check } from './checks';
import { runLoad, type LoadFigures } from './load';
import { MEMBER_PASSWORD, memberEmail } from './seed';

const CONNECTIONS = 20;

/**
 * POST /api/Auth/login with correct passwords, cycling through as many accounts as connections:
 * only failed logins are throttled (login-throttle.ts), so no limit is loosened for this.
 */
export const benchLogin = (baseUrl: string, seconds: number): Promise<LoadFigures> =>
  runLoad({
    url: `${baseUrl}/api/Auth/login`,
    method: 'POST',
    connections: CONNECTIONS,
    durationSeconds: seconds,
    bodies: Array.from({ length: CONNECTIONS }, (_, index) =>
      JSON.stringify({ email: memberEmail(index), password: MEMBER_PASSWORD }),
    ),
  });

export const loginChecks = (db: string, f: LoadFigures): Check[] => [
  check(
    `${db} POST /api/Auth/login @${CONNECTIONS}`,
    `${perSecond(f.requestsPerSecond)}, p50 ${ms(f.p50Ms)}, p99 ${ms(f.p99Ms)}, ${f.errors} errors, ${f.timeouts} timeouts`,
    '0 errors (argon2id bound)',
    // A run in which no login finished proves nothing.
    f.requests > 0 && f.errors === 0 && f.timeouts === 0,
  ),
];
