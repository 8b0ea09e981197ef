import { allOperations, type Operation } from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';

const key = (method: string, url: string) => `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;
const byRoute = new Map<string, Operation>(allOperations.map((op) => [key(op.method, `/api${op.path}`), op]));

/**
 * Every API route is a contract operation registered from it (lib/operation-route.ts): a route under /api
 * that is not in the table, or that declares its own schemas, stops the server at start-up. The
 * generated documentation (/api/docs) is the only exception.
 */
export function registerOperationsOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    for (const method of methods) {
      const op = byRoute.get(key(method, route.url));
      if (!op) throw new Error(`${method} ${route.url} is not an operation of the contract.`);
      if (route.schema?.response !== op.responses)
        throw new Error(`${method} ${route.url} must be registered from its operation (fromOperation).`);
    }
  });
}
