import * as z from 'zod';
import type { ApiOperation } from './api-operations';

type JsonSchema = Record<string, unknown>;

/** The error body every failed call answers with (doc 000 §5, §8). */
const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/**
 * JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of a zod schema, read as the request (`input`) or the answer
 * (`output`) side. Types JSON cannot carry (a `File`, a transform) become `{}` instead of failing the document.
 */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const ERROR_RESPONSES = {
  '401': 'Not signed in, or the access token is unknown.',
  '403': 'The account lacks the permission.',
  '422': 'The body did not validate; `errors` maps each field to its messages.',
  '429': 'Too many attempts; `Retry-After` says when to try again.',
};

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(query: z.core.$ZodObject | undefined) {
  if (!query) return [];
  const schema = jsonSchemaOf(query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function accessNote(operation: ApiOperation): string {
  if (operation.access === 'public') return 'Open to everyone.';
  if (operation.access === 'account')
    return 'Needs a signed-in account: a session or a personal access token.';
  return `Needs the permission \`${operation.access.permission}\`.`;
}

function operationObject(operation: ApiOperation) {
  const status = String(operation.status ?? 200);
  const success = operation.response
    ? {
        description: operation.responseDescription ?? 'Success.',
        content: { 'application/json': { schema: jsonSchemaOf(operation.response, 'output') } },
      }
    : { description: operation.responseDescription ?? 'Success.' };
  const errors = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([code, description]) => [
      code,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  const parameters = [...pathParameters(operation.path), ...queryParameters(operation.query)];
  return {
    operationId: `${operation.method} ${operation.path}`,
    summary: operation.summary,
    description: accessNote(operation),
    tags: [operation.tag],
    ...(operation.access === 'public' ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              [operation.bodyType ?? 'application/json']: { schema: jsonSchemaOf(operation.body, 'input') },
            },
          },
        }
      : {}),
    responses: { [status]: success, ...errors },
  };
}

export interface OpenApiOptions {
  siteName: string;
  /** The server's public origin, e.g. `https://music.example.com`. */
  serverUrl: string;
}

/** The OpenAPI 3.1 document of `operations`, generated from their zod schemas. */
export function openApiDocument(operations: readonly ApiOperation[], options: OpenApiOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const item = paths[operation.path] ?? {};
    item[operation.method] = operationObject(operation);
    paths[operation.path] = item;
  }
  const tags = [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: `${options.siteName} API`,
      version: '1',
      description:
        'Send a personal access token (Account settings → Developers) as `Authorization: Bearer <token>`. ' +
        'PUT, PATCH and DELETE may also be sent as POST with the header `X-HTTP-Method-Override`.',
    },
    servers: [{ url: options.serverUrl }],
    tags,
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        accessToken: { type: 'http', scheme: 'bearer', description: 'A personal access token.' },
      },
    },
    security: [{ accessToken: [] }],
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
