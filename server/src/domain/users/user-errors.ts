import { ApiError } from '../../http/api-error';

export const USER_NOT_FOUND = 'User not found.';
export const GROUP_NOT_FOUND = 'Group not found.';

export const notFound = (message: string): ApiError => new ApiError(404, message);
/** A rule of docs/decisions.md "Admin actions by account state": nothing was changed. */
export const refused = (message: string): ApiError => new ApiError(400, message);
