import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { countPublicStats } from '../../modules/stats/public-stats';
import { cachedFor } from '../../modules/stats/ttl-cache';

/** Public, unauthenticated figures for the landing page's social proof. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ttlMs = app.config.PUBLIC_STATS_CACHE_MS;
  // Every landing-page visitor polls this; the cache keeps it at one query per ttl whatever the traffic.
  const stats = cachedFor(ttlMs, () => countPublicStats(app.db, new Date()));

  app.route({
    ...fromOperation(app, operations.stats.public, {
      tags: ['stats'],
      summary: 'Real social-proof counts: people who started a plan in the last hour, and learners',
      description: `Counted from the database and cached for ${String(ttlMs / 1000)} s.`,
    }),
    handler: async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${String(Math.floor(ttlMs / 1000))}`);
      return stats();
    },
  });
};
