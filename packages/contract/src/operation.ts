import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call, defined once: the API registers its route from it and the web app calls through it.
 * `path` is under /api, with `:name` for each path parameter (named in `params`).
 */
export interface Operation {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body of each status the call answers with. */
  readonly responses: Readonly<Partial<Record<number, z.ZodType>>>;
  /** For calls that can stream (Accept: text/event-stream): one Server-Sent Event's data. */
  readonly events?: z.ZodType;
}

/** Keeps an operation's literal types (its path, its schemas) for the route and the caller. */
export const operation = <const O extends Operation>(definition: O): O => definition;

/** The successful body of an operation: its 200 (or 201). */
export type SuccessSchema<O extends Operation> = O['responses'] extends { 200: infer S extends z.ZodType }
  ? S
  : O['responses'] extends { 201: infer S extends z.ZodType }
    ? S
    : z.ZodType<unknown>;
export type SuccessBody<O extends Operation> = z.output<SuccessSchema<O>>;

/** What a caller sends: the path parameters, query and body the operation declares. */
export type OperationInput<O extends Operation> = (O extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : unknown) &
  (O extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : unknown) &
  (O extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown);

/** The path with its parameters filled in, each encoded: `/certificates/:id` → `/certificates/abc`. */
export function operationPath(op: Operation, params: Readonly<Record<string, string | number>> = {}): string {
  return op.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(`${op.path}: the parameter ${name} is missing.`);
    return encodeURIComponent(String(value));
  });
}
