import type { Language } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { MAIL_TEMPLATES, enqueueTemplatedMail, siteLink } from '../../../shared/mail';
import { CODE_LIFETIME_MINUTES } from './email-codes';

interface Recipient {
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
}

/**
 * The sign-up's code, or a new one asked for on the Account Pending page: that mail says the
 * earlier code no longer works, so the member does not try it again.
 */
export const sendValidationCode = (
  db: Db,
  user: Recipient,
  code: string,
  resent?: { publicUrl: string },
) =>
  enqueueTemplatedMail(db, {
    to: user.email,
    templateName: resent ? MAIL_TEMPLATES.validationCodeResent : MAIL_TEMPLATES.emailValidation,
    values: {
      FirstName: user.firstName,
      LastName: user.lastName,
      Code: code,
      ExpiresInMinutes: CODE_LIFETIME_MINUTES,
      ...(resent && { Link: siteLink(resent.publicUrl, '/awaiting-approval') }),
    },
    language: user.language,
  });
