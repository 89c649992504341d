import {
  type JsonSchemaObject,
  OPENAPI_METHODS,
  type OpenApiDocument,
  type OpenApiMethod,
  type OpenApiOperation,
} from '@tonearm/client/contract';

/** One operation of the document, as /api-docs lists it. */
export interface ApiEntry {
  /** `get /api/v1/users/{id}`: unique within the document. */
  id: string;
  method: OpenApiMethod;
  path: string;
  tag: string;
  operation: OpenApiOperation;
}

export interface ApiSection {
  tag: string;
  entries: ApiEntry[];
}

/** Every operation of the document in its order, tagged with its first tag ('Other' without one). */
export function apiEntries(document: OpenApiDocument): ApiEntry[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    OPENAPI_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      return [{ id: `${method} ${path}`, method, path, tag: operation.tags?.[0] ?? 'Other', operation }];
    }),
  );
}

/** The entries whose method, path, summary or tag contain every word of `query`, grouped by tag in first-seen order. */
export function apiSections(entries: readonly ApiEntry[], query = ''): ApiSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const sections = new Map<string, ApiEntry[]>();
  for (const entry of entries) {
    const text = `${entry.method} ${entry.path} ${entry.operation.summary ?? ''} ${entry.tag}`.toLowerCase();
    if (!words.every((word) => text.includes(word))) continue;
    sections.set(entry.tag, [...(sections.get(entry.tag) ?? []), entry]);
  }
  return [...sections].map(([tag, sectionEntries]) => ({ tag, entries: sectionEntries }));
}

const asSchema = (value: unknown): JsonSchemaObject | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchemaObject) : null;

/** A value of the shape `schema` describes, to start a request body from: required fields only, with plain values. */
export function exampleFor(schema: JsonSchemaObject | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0] ?? null;
  if (schema.default !== undefined) return schema.default;
  const choices = (schema.anyOf ?? schema.oneOf) as unknown;
  if (Array.isArray(choices)) {
    const concrete = choices.map(asSchema).find((choice) => choice && choice.type !== 'null');
    return exampleFor(concrete ?? undefined, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = asSchema(schema.properties) ?? {};
      const required = Array.isArray(schema.required)
        ? (schema.required as string[])
        : Object.keys(properties);
      return Object.fromEntries(
        required.map((name) => [name, exampleFor(asSchema(properties[name]) ?? undefined, depth + 1)]),
      );
    }
    case 'array':
      return [];
    case 'string':
      return schema.format === 'email' ? 'listener@example.com' : '';
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** The path with its `{parameters}` filled in (each encoded as one segment) and the non-empty query appended. */
export function requestPath(
  path: string,
  pathValues: Record<string, string>,
  queryValues: Record<string, string> = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? ''));
  const query = new URLSearchParams(Object.entries(queryValues).filter(([, value]) => value.trim() !== ''));
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

/** Whether an operation of this method carries a request body. */
export const hasRequestBody = (method: OpenApiMethod) => ['post', 'put', 'patch', 'delete'].includes(method);
