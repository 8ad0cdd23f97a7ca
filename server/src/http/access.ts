import type { Role } from 'shared-api/contract';

/**
 * Who may call a route; every /api route must say it in its config.
 * - anonymous: nobody is looked up, a token is ignored.
 * - optional: a token is checked when sent, otherwise the caller is anonymous.
 * - authenticated: any signed-in, not suspended user (REGISTERED included).
 * - a role list: the caller needs one of them, read from the database on every request.
 */
export type Access = 'anonymous' | 'optional' | 'authenticated' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

type Audience = Exclude<Access, readonly Role[]>;
const AUDIENCES: readonly string[] = [
  'anonymous',
  'optional',
  'authenticated',
] satisfies Audience[];

/** Route config saying who may call: `allow('anonymous')`, `allow('ADMIN')`, `allow('USER', 'ADMIN')`. */
export const allow = (...who: [Audience] | Role[]): { access: Access } => {
  const [first] = who;
  return first !== undefined && AUDIENCES.includes(first)
    ? { access: first as Audience }
    : { access: who as Role[] };
};
