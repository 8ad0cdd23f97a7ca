import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { conventions, featuredGames } from '../../src/db/schema';
import { createUser, loginToken, MEMBER_PASSWORD } from '../support/users';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Friday at midnight (wire time), at least `daysAhead` days from today (negative: in the past). */
export const fridayFrom = (daysAhead: number): Date => {
  const now = new Date();
  const day = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysAhead),
  );
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() + 1);
  return day;
};

export const plusDays = (date: Date, days: number): Date =>
  new Date(date.getTime() + days * DAY_MS);

export interface Callers {
  admin: string;
  user: string;
  registered: string;
}

/** Tokens of an admin, an approved member and a member awaiting approval. */
export const signInCallers = async (app: App): Promise<Callers> => {
  await createUser(app.db, { email: 'user@18xx.be', roles: ['USER', 'REGISTERED'] });
  await createUser(app.db, { email: 'new@18xx.be', roles: ['REGISTERED'] });
  return {
    admin: await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD),
    user: await loginToken(app, 'user@18xx.be', MEMBER_PASSWORD),
    registered: await loginToken(app, 'new@18xx.be', MEMBER_PASSWORD),
  };
};

export const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

/** A convention written straight to the database, e.g. one that is already past. */
export const insertConvention = async (
  db: Db,
  values: { name: string; startDate: Date; endDate: Date; isActive?: boolean },
): Promise<number> => {
  const [row] = await db
    .insert(conventions)
    .values({ season: 'WINTER', registrationOpen: false, isActive: false, ...values })
    .returning({ id: conventions.id });
  if (!row) throw new Error('convention not inserted');
  return row.id;
};

export const insertGame = async (db: Db, gameName: string, isActive = true): Promise<string> => {
  const [row] = await db
    .insert(featuredGames)
    .values({ gameName, description: `${gameName} description`, isActive })
    .returning({ id: featuredGames.id });
  if (!row) throw new Error('game not inserted');
  return row.id;
};
