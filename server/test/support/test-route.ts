import type { FastifyContextConfig } from 'fastify';
import type { Access } from '../../src/http/access';
import { documented } from '../../src/http/route-doc';

/**
 * The config of a route a test adds to the app (to provoke a failure, or to check an access
 * kind): documented like every /api route, or the server refuses it.
 */
export const testRouteConfig = (access: { access: Access }): FastifyContextConfig => ({
  ...access,
  ...documented('Health')('A route only the tests add, to check how the server answers.'),
});
