import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitStore } from './store';

/** What @fastify/rate-limit hands a store: the route it serves, for a child store of that route. */
interface StoreOptions {
  routeInfo?: { method?: unknown; url?: unknown };
}

/**
 * @fastify/rate-limit's store interface over the rate_limits table: per-route, per-address request
 * counts shared by every instance (its default store is one process's memory). Keys carry the
 * route, as its per-route memory stores keep them apart.
 */
export function databaseStore(store: RateLimitStore): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore {
    private readonly prefix: string;

    constructor(options: StoreOptions = {}) {
      const route = options.routeInfo;
      this.prefix = typeof route?.url === 'string' ? `ip:${String(route.method)}:${route.url}:` : 'ip:*:';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      store.hit(`${this.prefix}${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  }
  return DatabaseRateLimitStore;
}
