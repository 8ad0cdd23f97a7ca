import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const isZodSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/**
 * The JSON Schema (2020-12, the dialect of OpenAPI 3.1) of a route's zod schema: requests as the
 * client must send them (input), answers as the server sends them (output).
 */
export const toJsonSchema = (schema: unknown, io: 'input' | 'output'): JsonSchema | null => {
  if (!isZodSchema(schema)) return null;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};
