import type { APIRequestContext } from '@playwright/test';
import { admin } from './accounts';
import { api } from './invoice-fixtures';
import { loginToken } from './member-accounts';

export interface ClockConvention {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
  sessions: { id: number; name: string; startDateTime: string; endDateTime: string | null }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first Friday from 8 January of next year: a winter date, Brussels on UTC+1, that every
 * zone west of Brussels used to show a day early when read as the browser's own midnight.
 */
export const januaryFriday = (weeksLater = 0): Date => {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 8 + 7 * weeksLater));
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() + 1);
  return day;
};

export const plusDays = (date: Date, days: number): Date =>
  new Date(date.getTime() + days * DAY_MS);

const two = (n: number) => String(n).padStart(2, '0');

/** 'dd/mm/yyyy' of a wire date's own fields. */
export const slashed = (date: Date): string =>
  `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;

/** 'ddmmyyyy' as typed into a picker. */
export const typed = (date: Date): string => slashed(date).replaceAll('/', '');

const ok = async <T>(
  answer: Promise<{
    status: number;
    body: { result: number; errorMessage: string | null; data: T };
  }>,
) => {
  const { status, body } = await answer;
  if (body.result !== 0) throw new Error(`HTTP ${status}: ${body.errorMessage}`);
  return body.data;
};

/** A spring convention (Friday to Monday) of the spec's own, created by the admin through the API. */
export async function createClockConvention(
  request: APIRequestContext,
  name: string,
  friday: Date,
): Promise<ClockConvention> {
  const token = await loginToken(request, admin);
  return ok(
    api<ClockConvention>(request, 'POST', '/api/Convention', token, {
      name,
      startDate: friday.toISOString(),
      endDate: plusDays(friday, 3).toISOString(),
      season: 'SPRING',
      isRegistrationOpen: true,
    }),
  );
}

export async function setConventionActive(
  request: APIRequestContext,
  convention: Pick<ClockConvention, 'id' | 'name'>,
): Promise<void> {
  const token = await loginToken(request, admin);
  await ok(
    api(request, 'PUT', '/api/Convention', token, {
      conventionId: convention.id,
      name: convention.name,
      isActive: true,
    }),
  );
}

export async function conventionById(
  request: APIRequestContext,
  id: number,
): Promise<ClockConvention> {
  const token = await loginToken(request, admin);
  const list = await ok(api<ClockConvention[]>(request, 'GET', '/api/Convention', token));
  const found = list.find((convention) => convention.id === id);
  if (!found) throw new Error(`convention ${id} not found`);
  return found;
}
