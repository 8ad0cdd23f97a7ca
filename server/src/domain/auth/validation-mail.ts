import type { Db } from '../../db/client';
import { MAIL_TEMPLATES, enqueueTemplatedMail } from '../mail';
import { CODE_LIFETIME_MINUTES } from './email-codes';

interface Recipient {
  email: string;
  firstName: string;
  lastName: string;
}

export const sendValidationCode = (db: Db, user: Recipient, code: string) =>
  enqueueTemplatedMail(db, {
    to: user.email,
    templateName: MAIL_TEMPLATES.emailValidation,
    values: {
      FirstName: user.firstName,
      LastName: user.lastName,
      Code: code,
      ExpiresInMinutes: CODE_LIFETIME_MINUTES,
    },
  });
