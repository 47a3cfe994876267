import fc from 'fast-check';
import { anyText, junk, valueFor, type JsonSchema, type Pools } from './arbitraries.ts';

/** One operation of the OpenAPI document. */
export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/order/{id}`. */
  path: string;
  parameters: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[];
  body?: JsonSchema;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: unknown }>>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema,
    })),
  );
}

/** better-auth's endpoints that write users or take passwords, which the OpenAPI document leaves out. */
export const betterAuthOperations: Operation[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    parameters: [],
    body: authBody({
      name: { type: 'string' },
      email: { type: 'string', format: 'email' },
      password: { type: 'string' },
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    parameters: [],
    body: authBody({ email: { type: 'string', format: 'email' }, password: { type: 'string' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/update-user',
    parameters: [],
    body: authBody({ name: { type: 'string' }, image: { type: 'string' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    parameters: [],
    body: authBody({ email: { type: 'string', format: 'email' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    parameters: [],
    body: authBody({ token: { type: 'string' }, newPassword: { type: 'string' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    parameters: [],
    body: authBody({ currentPassword: { type: 'string' }, newPassword: { type: 'string' } }),
  },
];

function authBody(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties) };
}

/** Every route a client can call: the OpenAPI document's (but its own pages) and better-auth's. */
export const everyOperation = (document: OpenApiDocument): Operation[] => [
  ...operationsOf(document).filter((operation) => !operation.path.startsWith('/api/docs')),
  ...betterAuthOperations,
];

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const malformedJson = fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\u0000', '"\\ud800"', '');
const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
);

/** A generated value as it would travel in a URL: strings as they are, anything else as JSON. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

/** encodeURIComponent, which throws on a lone surrogate: those go as the bytes Node makes of them. */
function percentEncoded(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Requests for one operation: its path and query parameters and its body, each right or wrong. */
export function requestsFor(operation: Operation, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathValues = fc.tuple(...inPath.map((parameter) => valueFor(parameter.schema, pools)));
  const queryValues = fc.record(
    Object.fromEntries(inQuery.map((parameter) => [parameter.name, valueFor(parameter.schema, pools)])),
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    { arbitrary: valueFor(operation.body, pools).map((value) => JSON.stringify(value) ?? 'null'), weight: 4 },
    { arbitrary: malformedJson, weight: 1 },
    { arbitrary: junk.map((value) => JSON.stringify(value) ?? 'null'), weight: 1 },
  );
  return fc
    .record({ pathValues, queryValues, body, contentType: contentTypes, extraQuery: fc.option(anyText) })
    .map(({ pathValues: values, queryValues: query, body: payload, contentType, extraQuery }) => {
      let path = operation.path;
      inPath.forEach((parameter, index) => {
        path = path.replace(`{${parameter.name}}`, percentEncoded(asText(values[index])));
      });
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) search.append(name, asText(value));
      if (extraQuery !== null) search.append('extra', extraQuery);
      const url = `${path}${search.size ? `?${search}` : ''}`;
      const request: FuzzRequest = { method: operation.method, url, headers: {} };
      if (!['GET', 'DELETE'].includes(operation.method)) {
        request.headers['content-type'] = contentType;
        request.payload = payload;
      }
      return request;
    });
}
