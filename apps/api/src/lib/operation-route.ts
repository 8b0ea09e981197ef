import type { Operation } from '@pathwise/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';

/** What the API documentation adds to an operation: tags, summary, description, security, hide. */
export type OperationDocs = Omit<FastifySchema, 'body' | 'querystring' | 'params' | 'headers' | 'response'>;

/** An operation's schemas in Fastify's names, keeping their types so handlers are typed by them. */
export type OperationSchema<O extends Operation> = { response: O['responses'] } & (O extends {
  params: infer P;
}
  ? { params: P }
  : unknown) &
  (O extends { query: infer Q } ? { querystring: Q } : unknown) &
  (O extends { body: infer B } ? { body: B } : unknown) &
  (O extends { headers: infer H } ? { headers: H } : unknown);

/**
 * The method, URL and schema of a route registered from a contract operation, relative to the plugin's
 * prefix: `app.route({ ...fromOperation(app, operations.plan.today, docs), handler })`.
 */
export function fromOperation<O extends Operation>(app: FastifyInstance, op: O, docs: OperationDocs = {}) {
  const full = `/api${op.path}`;
  if (!full.startsWith(app.prefix)) throw new Error(`${op.method} ${full} is not under ${app.prefix}.`);
  const schema = {
    ...docs,
    response: op.responses,
    ...(op.params ? { params: op.params } : {}),
    ...(op.query ? { querystring: op.query } : {}),
    ...(op.body ? { body: op.body } : {}),
    ...(op.headers ? { headers: op.headers } : {}),
  } as OperationSchema<O> & OperationDocs;
  return { method: op.method, url: full.slice(app.prefix.length) || '/', schema };
}
