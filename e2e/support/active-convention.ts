import type { APIRequestContext } from '@playwright/test';
import { admin } from './accounts';
import { api } from './api-call';
import { loginToken } from './member-accounts';

interface ActiveConvention {
  id: number;
  name: string;
}

const active = async (request: APIRequestContext, token: string) => {
  const { body } = await api<ActiveConvention>(request, 'GET', '/api/Convention/active', token);
  return body.result === 0 ? body.data : null;
};

const setActive = async (
  request: APIRequestContext,
  token: string,
  convention: ActiveConvention,
  isActive: boolean,
) => {
  const { status, body } = await api(request, 'PUT', '/api/Convention', token, {
    conventionId: convention.id,
    name: convention.name,
    isActive,
  });
  if (body.result !== 0) throw new Error(`HTTP ${status}: ${body.errorMessage}`);
};

/**
 * Notes which convention is active now and returns a function that gives it its place back, so a
 * spec that activates a convention of its own leaves the suite's shared database as it found it.
 */
export async function rememberActiveConvention(request: APIRequestContext) {
  const previous = await active(request, await loginToken(request, admin));
  return async (later: APIRequestContext) => {
    const token = await loginToken(later, admin);
    const current = await active(later, token);
    if (previous) {
      if (current?.id !== previous.id) await setActive(later, token, previous, true);
    } else if (current) {
      await setActive(later, token, current, false);
    }
  };
}
