import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error';

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character (\\u0000).';

const holdsNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, field]) => key.includes('\u0000') || holdsNul(field));
  }
  return false;
};

/**
 * PostgreSQL text cannot hold U+0000: a query carrying one fails as a server error. Refused here,
 * before validation, wherever it hides (body, query string, path), so no route needs to care.
 */
export const nulCharactersPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params)) {
        throw new ApiError(400, NUL_CHARACTER_MESSAGE);
      }
    });
  },
  { name: 'nul-characters' },
);
