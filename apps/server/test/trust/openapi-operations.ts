/**
 * The API's operations as the OpenAPI document describes them (roles in `x-roles`, open routes with an
 * empty security requirement), so the trust suites cover every route the day it appears.
 */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI style: /backend/tariffs/{id} */
  path: string;
  roles: string[];
  open: boolean;
  parameters: Parameter[];
  /** JSON request body, when the operation takes one. */
  body?: JsonSchema;
  /** The body is a file upload (multipart/form-data). */
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, {
    'x-roles'?: string[];
    security?: unknown[];
    parameters?: Parameter[];
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  }>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export async function fetchOperations(baseUrl: string): Promise<Operation[]> {
  const doc = (await (await fetch(`${baseUrl}/backend/openapi.json`)).json()) as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const content = op.requestBody?.content ?? {};
      operations.push({
        method,
        path,
        roles: op['x-roles'] ?? [],
        open: Array.isArray(op.security) && op.security.length === 0,
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

/** The path with each parameter replaced. */
export function fillPath(path: string, values: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values(name)));
}

export const pathParams = (op: Operation) => op.parameters.filter((p) => p.in === 'path');
export const queryParams = (op: Operation) => op.parameters.filter((p) => p.in === 'query');
export const label = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;
