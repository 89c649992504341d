import * as z from 'zod';

/** A JSON Schema object as the OpenAPI document carries it; rendered, never trusted as code. */
export const jsonSchemaObjectSchema = z.record(z.string(), z.unknown());
export type JsonSchemaObject = z.infer<typeof jsonSchemaObjectSchema>;

/** The HTTP methods an OpenAPI path item may hold. */
export const OPENAPI_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;
export type OpenApiMethod = (typeof OPENAPI_METHODS)[number];

const mediaTypesSchema = z.record(z.string(), z.looseObject({ schema: jsonSchemaObjectSchema.optional() }));

/** A parameter of an operation (path or query). */
export const openApiParameterSchema = z.looseObject({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: jsonSchemaObjectSchema.optional(),
});
export type OpenApiParameter = z.infer<typeof openApiParameterSchema>;

/** One operation of the API. */
export const openApiOperationSchema = z.looseObject({
  operationId: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z.array(openApiParameterSchema).optional(),
  requestBody: z.looseObject({ required: z.boolean().optional(), content: mediaTypesSchema }).optional(),
  responses: z.record(
    z.string(),
    z.looseObject({ description: z.string(), content: mediaTypesSchema.optional() }),
  ),
});
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;

/** The parts of an OpenAPI 3.1 document /api-docs shows (`GET api/v1/openapi.json`). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().startsWith('3.1'),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  servers: z.array(z.looseObject({ url: z.string() })).optional(),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).optional(),
  paths: z.record(z.string(), z.partialRecord(z.enum(OPENAPI_METHODS), openApiOperationSchema)),
  components: z.looseObject({ schemas: z.record(z.string(), jsonSchemaObjectSchema).optional() }).optional(),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
