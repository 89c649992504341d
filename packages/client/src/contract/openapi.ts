import * as z from 'zod/mini';

/** A JSON Schema object as the OpenAPI document carries it; rendered, never trusted as code. */
export const jsonSchemaObjectSchema = z.record(z.string(), z.unknown());
export type JsonSchemaObject = z.infer<typeof jsonSchemaObjectSchema>;

/** The HTTP methods an OpenAPI path item may hold. */
export const OPENAPI_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;
export type OpenApiMethod = (typeof OPENAPI_METHODS)[number];

const mediaTypesSchema = z.record(z.string(), z.looseObject({ schema: z.optional(jsonSchemaObjectSchema) }));

/** A parameter of an operation (path or query). */
export const openApiParameterSchema = z.looseObject({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.optional(z.boolean()),
  description: z.optional(z.string()),
  schema: z.optional(jsonSchemaObjectSchema),
});
export type OpenApiParameter = z.infer<typeof openApiParameterSchema>;

/** One operation of the API. */
export const openApiOperationSchema = z.looseObject({
  operationId: z.optional(z.string()),
  summary: z.optional(z.string()),
  description: z.optional(z.string()),
  tags: z.optional(z.array(z.string())),
  security: z.optional(z.array(z.record(z.string(), z.array(z.string())))),
  parameters: z.optional(z.array(openApiParameterSchema)),
  requestBody: z.optional(z.looseObject({ required: z.optional(z.boolean()), content: mediaTypesSchema })),
  responses: z.record(
    z.string(),
    z.looseObject({ description: z.string(), content: z.optional(mediaTypesSchema) }),
  ),
});
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;

/** The parts of an OpenAPI 3.1 document /api-docs shows (`GET api/v1/openapi.json`). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().check(z.startsWith('3.1')),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.optional(z.string()) }),
  servers: z.optional(z.array(z.looseObject({ url: z.string() }))),
  tags: z.optional(z.array(z.looseObject({ name: z.string(), description: z.optional(z.string()) }))),
  paths: z.record(z.string(), z.partialRecord(z.enum(OPENAPI_METHODS), openApiOperationSchema)),
  components: z.optional(
    z.looseObject({ schemas: z.optional(z.record(z.string(), jsonSchemaObjectSchema)) }),
  ),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
