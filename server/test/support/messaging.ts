import type { InboxItem, PagedResult } from 'shared-api/contract';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { registrations } from '../../src/db/schema';
import { bearer, type Answer } from './registration-fixtures';

/** A call as a signed-in user (or anonymously), answered with the parsed envelope. */
export const call = async <T = unknown>(
  app: App,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => {
  const response = await app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json<Answer<T>>() };
};

export type InboxAnswer = PagedResult<InboxItem>;

/** A registration row straight in the database: the registration rules are tested elsewhere. */
export const insertRegistration = async (
  db: Db,
  {
    conventionId,
    userId,
    firstName,
    lastName,
    email,
    parking = false,
    licensePlate = null,
    registerDifferentPerson = false,
  }: {
    conventionId: number;
    userId: string;
    firstName: string;
    lastName: string;
    email: string;
    parking?: boolean;
    licensePlate?: string | null;
    registerDifferentPerson?: boolean;
  },
): Promise<string> => {
  const [row] = await db
    .insert(registrations)
    .values({
      conventionId,
      userId,
      registeredByUserId: userId,
      attendeeFirstName: firstName,
      attendeeLastName: lastName,
      attendeeEmail: email,
      registerDifferentPerson,
      experienceLevel: 2,
      parking,
      licensePlate,
      termsAccepted: true,
    })
    .returning({ id: registrations.id });
  if (!row) throw new Error('registration not created');
  return row.id;
};
