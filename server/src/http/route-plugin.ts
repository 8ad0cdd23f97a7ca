import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from './zod-type-provider';

/** The shape of every file under routes/: schemas are zod, parsed values typed. */
export type RoutePlugin<Options extends object = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ZodTypeProvider
>;
