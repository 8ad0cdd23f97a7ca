import { DomainError } from '../../shared/domain-error';

export const CONVENTION_NOT_FOUND = 'Convention not found.';
export const SESSION_NOT_FOUND = 'Session not found.';
export const FEATURED_GAME_NOT_FOUND = 'Featured game not found.';
export const PAST_CONVENTION_LOCKED =
  'This convention is past: it can no longer be edited, toggled or have featured games added or removed.';
export const FEATURED_GAME_ALREADY_LINKED =
  'This featured game is already linked to this convention.';
export const FEATURED_GAME_NOT_LINKED = 'This featured game is not linked to this convention.';
export const ACTIVE_CONVENTION_CONFLICT =
  'Another convention was set active at the same time. Please reload and try again.';

export const notFound = (message: string): DomainError => new DomainError('not-found', message);
export const conflict = (message: string): DomainError => new DomainError('conflict', message);
