import type { FastifyInstance } from 'fastify';

/** A JSON Schema as the OpenAPI document carries it (generated from the contract's zod schemas). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One API call: a method on a path, with what the OpenAPI document says it takes. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form, e.g. /api/auth/trial-status/{userId}. */
  path: string;
  params: Parameter[];
  body: JsonSchema | undefined;
  /** The document declares bearer security. */
  secured: boolean;
  /** Registered but hidden from the document (schema.hide): found in the router instead. */
  hidden: boolean;
}

export const key = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes that are documentation or the SPA, not API calls. */
const isDocs = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

/**
 * Every API operation: the OpenAPI document at /api/docs/json (so routes added later are covered
 * without touching the quality suites), plus /api routes hidden from it, read from the router.
 */
export async function listOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  const document = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    if (isDocs(path)) continue;
    for (const [method, spec] of Object.entries(byMethod)) {
      const upper = method.toUpperCase();
      if (!METHODS.has(upper)) continue;
      const content = spec.requestBody?.content ?? {};
      operations.push({
        method: upper as Operation['method'],
        path,
        params: (spec.parameters ?? [])
          .filter((param) => ['path', 'query', 'header'].includes(param.in))
          .map((param) => ({
            name: param.name,
            in: param.in as Parameter['in'],
            required: param.in === 'path' || Boolean(param.required),
            schema: param.schema ?? { type: 'string' },
          })),
        body: (content['application/json'] ?? Object.values(content)[0])?.schema,
        secured: (spec.security ?? []).length > 0,
        hidden: false,
      });
    }
  }
  const documented = new Set(operations.map(key));
  for (const route of routerRoutes(app)) {
    if (!route.path.startsWith('/api/') || isDocs(route.path) || documented.has(key(route))) continue;
    operations.push({
      ...route,
      params: [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
        name: match[1]!,
        in: 'path' as const,
        required: true,
        schema: { type: 'string' },
      })),
      body: undefined,
      secured: false,
      hidden: true,
    });
  }
  return operations.sort((a, b) => key(a).localeCompare(key(b)));
}

/**
 * Every (method, path) in the router, read from printRoutes' tree: each line is one node whose
 * depth is its indentation (4 characters a level); a node's path is its ancestors' text plus its own.
 */
export function routerRoutes(app: FastifyInstance): Array<Pick<Operation, 'method' | 'path'>> {
  const stack: string[] = [];
  const routes: Array<Pick<Operation, 'method' | 'path'>> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', '))
      if (METHODS.has(method) && !path.includes('*')) routes.push({ method: method as Operation['method'], path });
  }
  return routes;
}

/** The path with its {params} filled in (URL-encoded). */
export function urlOf(operation: Operation, values: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(values[name] ?? 'x'),
  );
  return query ? `${path}?${query}` : path;
}

/** Names a user: a {userId} path parameter or a userId / user_id body field (DESIGN §4). */
export function userIdTargets(operation: Operation): { path: string[]; body: string[] } {
  const isUserId = (name: string) => /^user_?id$/i.test(name);
  return {
    path: operation.params.filter((param) => param.in === 'path' && isUserId(param.name)).map((param) => param.name),
    body: Object.keys(operation.body?.properties ?? {}).filter(isUserId),
  };
}
