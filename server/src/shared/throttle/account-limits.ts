import type { Limit } from './request-throttle';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

// Per address generous enough for a whole convention signing up on the venue's Wi-Fi, tight enough to
// stop a script;
// per email or account tight, so nobody's mailbox can be flooded. Counted whether or not the email
// has an account, so a 429 reveals nothing either.

/** Sign-ups from one address in an hour: 60 players behind one router, with room to spare. */
export const SIGN_UPS_PER_ADDRESS = 100;

export const registerLimits = (address: string, email: string): Limit[] => [
  { bucket: 'register:address', key: address, max: SIGN_UPS_PER_ADDRESS, windowMs: HOUR },
  { bucket: 'register:email', key: email.toLowerCase(), max: 3, windowMs: HOUR },
];

export const resendValidationLimits = (address: string, userId: string): Limit[] => [
  { bucket: 'resend-validation:address', key: address, max: 10, windowMs: 15 * MINUTE },
  { bucket: 'resend-validation:user', key: userId, max: 3, windowMs: 15 * MINUTE },
];

export const resetRequestLimits = (address: string, email: string): Limit[] => [
  { bucket: 'reset-request:address', key: address, max: 20, windowMs: 15 * MINUTE },
  { bucket: 'reset-request:email', key: email.toLowerCase(), max: 3, windowMs: 15 * MINUTE },
];

/** Wrong reset codes from one address: with 60-bit codes this makes guessing hopeless. */
export const resetFailureLimits = (address: string): Limit[] => [
  { bucket: 'reset-password:failure', key: address, max: 10, windowMs: 15 * MINUTE },
];

/** Contact messages and replies, counted together: enough for a conversation, not for a flood. */
export const messageLimits = (address: string, userId: string): Limit[] => [
  { bucket: 'message:address', key: address, max: 60, windowMs: 15 * MINUTE },
  { bucket: 'message:user', key: userId, max: 20, windowMs: 15 * MINUTE },
];

/** Codes sent to a new email address: like resending a validation code. */
export const emailChangeLimits = (address: string, userId: string): Limit[] => [
  { bucket: 'email-change:address', key: address, max: 10, windowMs: 15 * MINUTE },
  { bucket: 'email-change:user', key: userId, max: 3, windowMs: 15 * MINUTE },
];

/**
 * Wrong passwords typed by a signed-in member (changing the password, deleting the account): a
 * stolen session must not become a way to guess the password.
 */
export const ownPasswordFailureLimits = (userId: string): Limit[] => [
  { bucket: 'own-password:failure', key: userId, max: 10, windowMs: 15 * MINUTE },
];
