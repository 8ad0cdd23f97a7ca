import type { Location } from 'react-router-dom';

/**
 * What other pages pass to /login in the navigation state: the page a guard turned away (to go
 * back to after login) and a message to show once (after a password reset, an email validation...).
 */
export interface LoginLocationState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  successMessage?: string;
}

export const readLoginState = (state: unknown): LoginLocationState =>
  typeof state === 'object' && state !== null ? (state as LoginLocationState) : {};
