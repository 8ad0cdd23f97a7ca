import { DomainError } from '../../../shared/domain-error';

export const USER_NOT_FOUND = 'User not found.';
export const GROUP_NOT_FOUND = 'Group not found.';

export const notFound = (message: string): DomainError => new DomainError('not-found', message);
/** A rule of docs/decisions.md "Admin actions by account state": nothing was changed. */
export const refused = (message: string): DomainError => new DomainError('invalid', message);
