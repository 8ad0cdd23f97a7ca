import type { Db } from '../../../db/client';
import { clubTime, enqueueMail, renderTemplate, siteLink } from '../../../shared/mail';

// What a member is told by mail after changing their own account: the mail is the proof it was
// them, and the alarm when it was not.

const PASSWORD_CHANGED = {
  subject: 'Your 18xx Belgium password was changed',
  body: [
    '<p>Hello {{FirstName}},</p>',
    '<p>The password of your 18xx Belgium account was changed on {{ChangedAt}}. Every other device was signed out.</p>',
    '<p>If you did not change it, reset your password now: <a href="{{Link}}">{{Link}}</a>, and tell the organisers: <a href="{{ContactLink}}">{{ContactLink}}</a>.</p>',
  ].join(''),
};

const EMAIL_NOW_YOURS = {
  subject: 'This is now the email address of your 18xx Belgium account',
  body: [
    '<p>Hello {{FirstName}},</p>',
    '<p>Your 18xx Belgium account now uses this address, {{NewEmail}}, instead of {{OldEmail}}: log in with it from now on. Mail for your account comes here.</p>',
    '<p>Your profile: <a href="{{Link}}">{{Link}}</a></p>',
  ].join(''),
};

const ACCOUNT_DELETED = {
  subject: 'Your 18xx Belgium account was deleted',
  body: [
    '<p>Hello {{FirstName}},</p>',
    '<p>As you asked, your 18xx Belgium account was deleted on {{DeletedAt}}. Your registrations as attendee were cancelled, your personal data erased, and you can no longer log in. Invoices and payments are kept, without your name, as the accounting law requires.</p>',
    '<p>This is the last mail you get from us. You are welcome to sign up again at any time: <a href="{{Link}}">{{Link}}</a></p>',
  ].join(''),
};

export const mailPasswordChanged = async (
  db: Db,
  user: { email: string; firstName: string },
  at: Date,
  publicUrl: string,
): Promise<void> => {
  await enqueueMail(db, {
    to: user.email,
    ...renderTemplate(PASSWORD_CHANGED, {
      FirstName: user.firstName,
      ChangedAt: clubTime(at),
      Link: siteLink(publicUrl, '/password-reset'),
      ContactLink: siteLink(publicUrl, '/contact-us'),
    }),
  });
};

/** To the new address; the old one gets the Email Changed template with its undo link. */
export const mailEmailNowYours = async (
  db: Db,
  user: { firstName: string },
  change: { from: string; to: string },
  publicUrl: string,
): Promise<void> => {
  await enqueueMail(db, {
    to: change.to,
    ...renderTemplate(EMAIL_NOW_YOURS, {
      FirstName: user.firstName,
      NewEmail: change.to,
      OldEmail: change.from,
      Link: siteLink(publicUrl, '/profile'),
    }),
  });
};

/** Queued after the erasure has cleared the outbox of the address: the one mail left for it. */
export const mailAccountDeleted = async (
  db: Db,
  user: { email: string; firstName: string },
  at: Date,
  publicUrl: string,
): Promise<void> => {
  await enqueueMail(db, {
    to: user.email,
    ...renderTemplate(ACCOUNT_DELETED, {
      FirstName: user.firstName,
      DeletedAt: clubTime(at),
      Link: siteLink(publicUrl, '/register'),
    }),
  });
};
