import { NO_ACTIVE_CONVENTION } from 'shared-api/contract';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { DomainError } from '../../shared/domain-error';

export const REGISTRATION_MESSAGES = {
  noActiveConvention: NO_ACTIVE_CONVENTION,
  notTheActiveConvention: 'You can only register for the active convention.',
  registrationClosed: 'Registration is currently closed.',
  notAllowedForOthers: 'You are not allowed to register other players.',
  sessionNotInConvention: 'One or more chosen sessions are not part of this convention.',
  gameNotInConvention: 'One or more chosen special sessions are not part of this convention.',
  alreadyRegistered: 'This attendee is already registered for this convention.',
  notFound: 'Registration not found.',
  conventionChanged: 'A registration cannot move to another convention.',
} as const;

export const badRequest = (message: string) => new DomainError('invalid', message);

/**
 * Runs a write that the database may refuse as a duplicate: the same attendee twice in a
 * convention, or the same client-generated id twice (a double submit).
 */
export const refusingDuplicates = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError('conflict', REGISTRATION_MESSAGES.alreadyRegistered);
    throw error;
  }
};
