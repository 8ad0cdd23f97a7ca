import { API_TAGS } from '../../http/route-doc';
import type { ApiOperation } from './collect-routes';
import { defaultFailure, failureComponents, failureResponses } from './failure-responses';
import { toJsonSchema, type JsonSchema } from './json-schema';

export interface OpenApiInfo {
  title: string;
  version: string;
}

type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: unknown };

/** /api/User/:userId/groups -> /api/User/{userId}/groups */
export const openApiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

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

const successDescription = (status: string): string =>
  status.startsWith('2')
    ? 'Done: the envelope with result 0 and the answer in data.'
    : `HTTP ${status}`;

/** A file's answer: bytes of its media type (a JSON document is described as any JSON). */
const fileResponse = ({ mediaType, description }: NonNullable<ApiOperation['doc']['file']>) => ({
  description,
  content: {
    [mediaType]: {
      schema:
        mediaType === 'application/json'
          ? { type: 'object' }
          : mediaType.startsWith('text/')
            ? { type: 'string' }
            : { type: 'string', format: 'binary' },
    },
  },
});

const responsesOf = (operation: ApiOperation) => {
  const { response } = operation.schema;
  const byStatus = (typeof response === 'object' && response !== null ? response : {}) as Record<
    string,
    unknown
  >;
  const documented = Object.fromEntries(
    Object.entries(byStatus).flatMap(([status, schema]) => {
      const json = toJsonSchema(schema, 'output');
      return json
        ? [[status, { description: successDescription(status), ...jsonContent(json) }]]
        : [];
    }),
  );
  // A route without a response schema answers with a file, which its doc names.
  const { file } = operation.doc;
  const success = Object.keys(documented).some((status) => status.startsWith('2'))
    ? {}
    : { '200': file ? fileResponse(file) : { description: 'Done.' } };
  return {
    ...success,
    ...documented,
    ...failureResponses(operation),
    default: defaultFailure,
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
  const { schema, doc } = operation;
  const body = toJsonSchema(schema.body, 'input');
  const parameters = [
    ...parametersOf(schema.params, 'path'),
    ...parametersOf(schema.querystring, 'query'),
  ];
  return {
    operationId: operation.operationId,
    summary: doc.summary,
    tags: [doc.tag],
    description: `Who may call: ${accessDescription(operation)}.`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, ...jsonContent(body) } } : {}),
    responses: responsesOf(operation),
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
  const failures = failureComponents();
  const usedTags = new Set(operations.map(({ doc }) => doc.tag));
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        "The API of the 18xx Belgium club website: members' accounts and registrations for the club's conventions, " +
        'and their administration. Every answer is an envelope { result, errorMessage, data }: result 0 means ' +
        'success, anything else a failure whose errorMessage is shown to the user as is. Sign in with ' +
        'POST /api/Auth/login and send the token it returns as a bearer token.',
    },
    servers: [{ url: '/', description: 'The site that serves this document.' }],
    tags: Object.entries(API_TAGS)
      .filter(([name]) => usedTags.has(name as keyof typeof API_TAGS))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      ...failures,
    },
  };
};

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
