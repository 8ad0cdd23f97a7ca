import fc from 'fast-check';
import type { DocumentedOperation } from '../support/route-matrix';
import { nastyJson, nastyNumber, nastyString } from './nasty-values';

type JsonSchema = Record<string, unknown>;

/** One generated call: everything app.inject needs, printable as a counterexample. */
export interface FuzzRequest {
  route: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

/** Ids that exist in the fuzzed database, so some requests get past "not found". */
export interface KnownIds {
  uuids: string[];
  integers: number[];
}

const JSON_TYPE = 'application/json';

/** A value of the type the schema asks for, with awkward content: unicode, HTML, extremes. */
const typedValue = (schema: JsonSchema, known: KnownIds): fc.Arbitrary<unknown> => {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf)) {
    return fc.oneof(...(schema.anyOf as JsonSchema[]).map((branch) => typedValue(branch, known)));
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[])[0] : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'uuid'
        ? fc.oneof(fc.constantFrom(...known.uuids), fc.uuid(), nastyString)
        : nastyString;
    case 'integer':
    case 'number':
      return fc.oneof(fc.constantFrom(...known.integers), nastyNumber);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fieldValue((schema.items ?? {}) as JsonSchema, known), { maxLength: 25 });
    case 'object':
      return objectValue(schema, known);
    default:
      return nastyJson;
  }
};

/** Mostly the right type, sometimes any JSON at all. */
const fieldValue = (schema: JsonSchema, known: KnownIds): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: typedValue(schema, known) },
    { weight: 1, arbitrary: nastyJson },
  );

/** The schema's fields, each now and then missing, plus now and then a field it does not know. */
const objectValue = (
  schema: JsonSchema,
  known: KnownIds,
): fc.Arbitrary<Record<string, unknown>> => {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.entries(properties).map(([name, property]) =>
    fc
      .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fieldValue(property, known))
      .map(([dice, value]) =>
        (required.has(name) ? dice < 0.93 : dice < 0.6) ? [[name, value]] : [],
      ),
  );
  const extras = fc.oneof(
    { weight: 6, arbitrary: fc.constant([]) },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(
          fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('role', 'isAdmin')),
          nastyJson,
          {
            minKeys: 1,
            maxKeys: 3,
          },
        )
        .map((extra) => Object.entries(extra)),
    },
  );
  return fc
    .tuple(fc.tuple(...fields), extras)
    .map(([present, extra]) => Object.fromEntries([...present.flat(), ...extra]));
};

const INVALID_JSON = [
  '{',
  '{"a":',
  "{'email':1}",
  'undefined',
  '[1,]',
  '{"a":1}}',
  '\u0000',
  'nul',
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
];

// Past Fastify's 1 MiB body limit; built once, they are big.
const OVERSIZED = [550_000, 1_500_000].map((size) =>
  JSON.stringify({ body: 'é'.repeat(size), title: 'Big' }),
);

interface Body {
  payload?: string;
  contentType?: string;
}

/** The body variants: mostly a JSON object shaped like the route's schema, then the broken ones. */
const bodyArbitrary = (schema: JsonSchema | undefined, known: KnownIds): fc.Arbitrary<Body> => {
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value),
    contentType: JSON_TYPE,
  });
  return fc.oneof(
    { weight: 40, arbitrary: objectValue(schema ?? {}, known).map(json) },
    { weight: 5, arbitrary: nastyJson.map(json) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...INVALID_JSON)
        .map((payload) => ({ payload, contentType: JSON_TYPE })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), objectValue(schema ?? {}, known))
        .map(([contentType, value]) => ({ payload: JSON.stringify(value), contentType })),
    },
    { weight: 2, arbitrary: fc.constantFrom<Body>({}, { payload: '', contentType: JSON_TYPE }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...OVERSIZED)
        .map((payload) => ({ payload, contentType: JSON_TYPE })),
    },
  );
};

// encodeURIComponent throws on a lone surrogate half: through UTF-8 it becomes U+FFFD first, as a
// browser would send it.
const encodePathSegment = (value: string): string =>
  encodeURIComponent(Buffer.from(value).toString());

/** A path parameter: a real id, a random one, a number, or text that is none of those. */
const pathValue = (known: KnownIds): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known.uuids, ...known.integers.map(String)) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: nastyNumber.map(String) },
    { weight: 3, arbitrary: nastyString.map(encodePathSegment) },
    { weight: 1, arbitrary: fc.constantFrom('..', '%', '%ZZ', '%00', '%2F', 'a%2Fb', '%F0%9F') },
  );

const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(fc.string({ maxLength: 10 }), nastyString, { minKeys: 1, maxKeys: 3 })
      .map((query) => `?${new URLSearchParams(query).toString()}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?',
      '?&&&',
      '?a=1&a=2&a=3',
      '?a[b][c]=1',
      '?__proto__[admin]=1',
      '?constructor[prototype][admin]=1',
      '?%ZZ=%ZZ',
      `?q=${'x'.repeat(10_000)}`,
    ),
  },
);

/** Generated calls to one operation ('METHOD /api/path/{param}') of the OpenAPI document. */
export const requestArbitrary = (
  route: string,
  operation: DocumentedOperation,
  known: KnownIds,
  token: string | undefined,
): fc.Arbitrary<FuzzRequest> => {
  const [method, path] = route.split(' ') as [string, string];
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const bodySchema = operation.requestBody?.content[JSON_TYPE].schema;
  return fc
    .record({
      params: fc.tuple(...names.map(() => pathValue(known))),
      query: queryString,
      body: bodyArbitrary(bodySchema, known),
      remoteAddress: fc.ipV4(),
    })
    .map(({ params, query, body, remoteAddress }) => ({
      route,
      method,
      url:
        path.replace(/\{(\w+)\}/g, (_match, name: string) => params[names.indexOf(name)]!) + query,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body.contentType ? { 'content-type': body.contentType } : {}),
      },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
      remoteAddress,
    }));
};
