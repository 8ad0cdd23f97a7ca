import type { Language, SignUpRequest } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { issueCode } from '../auth/email-codes';
import { hashPassword } from '../auth/passwords';
import { sendValidationCode } from '../auth/validation-mail';
import { MAIL_TEMPLATES, enqueueTemplatedMail } from '../../../shared/mail';
import { findUserByEmail } from '../../../shared/auth-user';
import { grantRoles } from './grant-roles';
import { isUniqueViolation } from '../../../db/is-unique-violation';

// 'Registration' is a convention's on this site: creating an account says so in its own words.
export const REGISTRATION_SUCCESSFUL =
  'Your account has been created. Please check your email for a validation code.';

export type RegistrationOutcome = { created: true; userId: string } | { created: false };

const tellExistingOwner = async (db: Db, email: string): Promise<RegistrationOutcome> => {
  const owner = await findUserByEmail(db, email);
  if (owner) {
    await enqueueTemplatedMail(db, {
      to: owner.email,
      templateName: MAIL_TEMPLATES.signUpAttempt,
      values: { FirstName: owner.firstName, LastName: owner.lastName },
      language: owner.language,
    });
  }
  return { created: false };
};

/**
 * Creates a REGISTERED account and mails its validation code. For an email that already has an
 * account nothing is created and its owner is told by mail instead; the caller answers the same
 * either way, and both ways hash the password, so neither the answer nor its timing tells.
 */
export const registerUser = async (
  db: Db,
  input: SignUpRequest & { language: Language },
): Promise<RegistrationOutcome> => {
  const passwordHash = await hashPassword(input.password);
  if (await findUserByEmail(db, input.email)) return tellExistingOwner(db, input.email);
  let created: { id: string; code: string };
  try {
    created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          yearOfBirth: input.yearOfBirth,
          nationality: input.nationality,
          language: input.language,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('The user was not created.');
      await grantRoles(tx, user.id, ['REGISTERED']);
      return { id: user.id, code: await issueCode(tx, user.id, 'EMAIL_VALIDATION') };
    });
  } catch (error) {
    // The same email signed up twice at once: the second one is the "already exists" case.
    if (isUniqueViolation(error)) return tellExistingOwner(db, input.email);
    throw error;
  }
  await sendValidationCode(db, input, created.code);
  return { created: true, userId: created.id };
};
