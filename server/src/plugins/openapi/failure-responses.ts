import { RESULT_ERROR } from 'shared-api/contract';
import { z } from 'zod';
import type { HandlerFailure } from '../../http/route-doc';
import type { ApiOperation } from './collect-routes';
import { toJsonSchema } from './json-schema';

/** What failure() sends (src/http/envelope.ts): the message is a product text to show as is. */
const errorEnvelopeSchema = z.object({
  result: z.literal(RESULT_ERROR),
  errorMessage: z.string(),
  data: z.null(),
});

const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';

const FAILURES = {
  400: {
    name: 'BadRequest',
    description:
      'The request is not valid (a field, the path or the query string): errorMessage says what to correct. Nothing was changed.',
  },
  401: {
    name: 'Unauthorized',
    description: 'No token, or a token that is no longer valid: the caller must log in again.',
  },
  403: {
    name: 'Forbidden',
    description:
      'The account is suspended, or lacks the role this call needs. Nothing was changed.',
  },
  404: { name: 'NotFound', description: 'What the path or body names does not exist.' },
  409: {
    name: 'Conflict',
    description:
      'The change conflicts with the current state (a duplicate, something already done or changed meanwhile). Nothing was changed.',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts: try again after the seconds the Retry-After header gives.',
  },
} as const satisfies Record<HandlerFailure | 401, { name: string; description: string }>;

type FailureStatus = keyof typeof FAILURES;

/**
 * The failures an operation can answer with, from what it declares: any input schema can refuse
 * input (400), a token brings 401 and 403, and the handler's own refusals are in its doc.
 */
export const failureStatuses = ({ access, schema, doc }: ApiOperation): FailureStatus[] => {
  const statuses = new Set<FailureStatus>(doc.failures ?? []);
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  // A token, even where optional, can be expired (401) or a suspended account's (403).
  if (access !== undefined && access !== 'anonymous') {
    statuses.add(401);
    statuses.add(403);
  }
  return [...statuses].sort((a, b) => a - b);
};

/** The operation's failure answers, each a reference to the shared response of its status. */
export const failureResponses = (operation: ApiOperation) =>
  Object.fromEntries(
    failureStatuses(operation).map((status) => [
      String(status),
      { $ref: `#/components/responses/${FAILURES[status].name}` },
    ]),
  );

const content = { 'application/json': { schema: { $ref: ERROR_ENVELOPE_REF } } };

/** The components every failure answer refers to. */
export const failureComponents = () => ({
  schemas: { ErrorEnvelope: toJsonSchema(errorEnvelopeSchema, 'output') ?? {} },
  responses: Object.fromEntries(
    Object.entries(FAILURES).map(([status, { name, description }]) => [
      name,
      {
        description,
        ...(status === '429'
          ? {
              headers: {
                'Retry-After': {
                  description: 'Seconds to wait before trying again.',
                  schema: { type: 'integer' },
                },
              },
            }
          : {}),
        content,
      },
    ]),
  ),
});

export const defaultFailure = {
  description:
    'A failure of the server (500), or 503 with Retry-After when its database is unreachable or it is at capacity (documents, plans): the envelope with result 1 and the message to show.',
  content,
};
