import type {
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
} from 'fastify';
import type { z } from 'zod';
import { validationMessage } from './validation-message';

/** Lets routes declare zod schemas and receive typed, parsed params, query and body. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'RequestValidationError';
  }
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, {
      error: (issue) => validationMessage(issue, httpPart),
    });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(joinIssues(result.error.issues)) };
  };

const joinIssues = (issues: readonly z.core.$ZodIssue[]): string =>
  [...new Set(issues.map((issue) => issue.message))].join('; ');

/** Response schemas strip every field they do not name, so nothing leaks by accident. */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(schema.parse(data));
