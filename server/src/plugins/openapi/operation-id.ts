/**
 * operationIds are what client generators name their functions and types after, so they are
 * camelCase words: the path's fixed segments after /api (the resource first), and a verb only
 * where the segments do not already say what the call does.
 */

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

const words = (segment: string): string[] => segment.split(/[^a-zA-Z0-9]+/).filter(Boolean);

const camelCase = (parts: readonly string[]): string =>
  parts
    .map((part, index) =>
      index === 0
        ? part.charAt(0).toLowerCase() + part.slice(1)
        : part.charAt(0).toUpperCase() + part.slice(1),
    )
    .join('');

/** The verb of a call on the resource itself (/api/Template, /api/Template/{id}). */
const resourceVerb = (method: string, hasParams: boolean): string => {
  if (method === 'GET') return hasParams ? 'get' : 'list';
  if (method === 'POST') return 'create';
  if (method === 'PUT' || method === 'PATCH') return 'update';
  return 'delete';
};

/**
 * GET /api/Registration -> registrationList, POST /api/Auth/login -> authLogin,
 * PUT /api/Convention/session -> conventionSessionUpdate, DELETE /api/Template/:id -> templateDelete.
 */
export const deriveOperationId = (method: string, url: string): string => {
  const segments = url.split('/').filter((segment) => segment && segment !== 'api');
  const fixed = segments.filter((segment) => !segment.startsWith(':')).flatMap(words);
  const hasParams = segments.some((segment) => segment.startsWith(':'));
  if (fixed.length <= 1) return camelCase([...fixed, resourceVerb(method, hasParams)]);
  const last = fixed.at(-1)?.toLowerCase();
  if ((method === 'PUT' || method === 'PATCH') && last !== 'update') {
    return camelCase([...fixed, 'update']);
  }
  if (method === 'DELETE' && last !== 'delete') return camelCase([...fixed, 'delete']);
  return camelCase(fixed);
};

export const isCamelCase = (operationId: string): boolean => CAMEL_CASE.test(operationId);
