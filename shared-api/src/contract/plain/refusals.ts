// What the server answers when it refuses a call for a reason of its own rather than the request's
// content: the same English for every client, which a reader's browser translates by looking it
// up in shared-api's catalogues.

export const NOT_FOUND_MESSAGE = 'Not found.';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required.';
export const FORBIDDEN_MESSAGE = 'You do not have permission to perform this action.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';
export const STORAGE_FULL_MESSAGE =
  'The server has run out of storage space, so your change was not saved. Please try again later.';
export const DOCUMENTS_BUSY =
  'The server is making many documents at the moment. Please try again in a minute.';
export const DOCUMENT_TOO_SLOW =
  'This document took too long to make. Please try again in a minute.';
