import type { ApiOperation } from './collect-routes';
import { toJsonSchema, type JsonSchema } from './json-schema';

export interface OpenApiInfo {
  title: string;
  version: string;
}

type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: unknown };

/** /api/User/:userId/groups -> /api/User/{userId}/groups */
export const openApiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

/** The resource: /api/Inbox/admin -> Inbox. */
export const tagOf = (url: string): string => url.split('/')[2] ?? 'api';

const parametersOf = (schema: unknown, location: Parameter['in']): Parameter[] => {
  const json = toJsonSchema(schema, 'input');
  const properties = (json?.properties ?? {}) as Record<string, unknown>;
  const required = new Set((json?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
};

const jsonContent = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

const responsesOf = (response: unknown) => {
  const byStatus = (typeof response === 'object' && response !== null ? response : {}) as Record<
    string,
    unknown
  >;
  const documented = Object.fromEntries(
    Object.entries(byStatus).flatMap(([status, schema]) => {
      const json = toJsonSchema(schema, 'output');
      return json ? [[status, { description: `HTTP ${status}`, ...jsonContent(json) }]] : [];
    }),
  );
  return {
    ...documented,
    default: {
      description: 'A failure: the envelope with result 1 and the errorMessage to show.',
      ...jsonContent({ $ref: '#/components/schemas/ErrorEnvelope' }),
    },
  };
};

/** Who may call, in OpenAPI terms: no security, an optional bearer token or a required one. */
const securityOf = ({ access }: ApiOperation) => {
  if (access === undefined || access === 'anonymous') return { security: [] };
  if (access === 'optional') return { security: [{}, { bearerAuth: [] }] };
  const roles = access === 'authenticated' ? [] : [...access];
  return {
    security: [{ bearerAuth: [] }],
    ...(roles.length > 0 ? { 'x-roles': roles } : {}),
  };
};

export const accessDescription = ({ access }: ApiOperation): string => {
  if (access === undefined || access === 'anonymous') return 'Anyone';
  if (access === 'optional') return 'Anyone; the token is used when sent';
  if (access === 'authenticated') return 'Any signed-in user';
  return `Role ${access.join(' or ')}`;
};

const operationObject = (operation: ApiOperation) => {
  const { schema, method, url } = operation;
  const body = toJsonSchema(schema.body, 'input');
  const parameters = [
    ...parametersOf(schema.params, 'path'),
    ...parametersOf(schema.querystring, 'query'),
  ];
  return {
    operationId: `${method.toLowerCase()} ${url}`,
    tags: [tagOf(url)],
    description: `Who may call: ${accessDescription(operation)}.`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, ...jsonContent(body) } } : {}),
    responses: responsesOf(schema.response),
    ...securityOf(operation),
  };
};

/** An OpenAPI 3.1 document of the given operations, from the zod schemas the routes validate with. */
export const buildOpenApiDocument = (operations: readonly ApiOperation[], info: OpenApiInfo) => {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...operations].sort((a, b) =>
    a.url === b.url ? a.method.localeCompare(b.method) : a.url.localeCompare(b.url),
  );
  for (const operation of sorted) {
    const path = openApiPath(operation.url);
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: operationObject(operation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'Every answer is an envelope { result, errorMessage, data }; result 0 means success.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          properties: {
            result: { type: 'integer', const: 1 },
            errorMessage: { type: 'string' },
            data: { type: 'null' },
          },
          required: ['result', 'errorMessage', 'data'],
        },
      },
    },
  };
};

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
