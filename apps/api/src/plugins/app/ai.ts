import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AiGateway } from '../../ai/gateway';
import { OfflineEngine } from '../../ai/offline-engine';
import { UsageLedger } from '../../ai/usage';
import { AiLimits } from '../../modules/rate-limit/ai-limits';
import { RateLimitStore } from '../../modules/rate-limit/store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every AI operation goes through this gateway; features never call a provider. */
    ai: AiGateway;
    /** The learners' daily provider tokens, counted as the provider quota counts them (GET /auth/ai-usage). */
    aiUsage: UsageLedger;
    /** The per-learner limits of the AI routes (decision 019). */
    aiLimits: AiLimits;
    /**
     * preHandler of every AI route, after authenticate: counts the request against the learner's window
     * (429 past it) and waits for one of the learner's places (429 when too many already wait).
     */
    aiLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const aiPlugin = fp<{ engine?: OfflineEngine }>(
  async (app, options) => {
    const { config } = app;
    const engine =
      options.engine ??
      new OfflineEngine({
        ...(config.AI_ENGINE_THREADS ? { threads: config.AI_ENGINE_THREADS } : {}),
        idleMs: config.AI_ENGINE_IDLE_MS,
      });
    const gateway = new AiGateway({ config, db: app.db, log: app.log.child({ module: 'ai' }), engine });
    // A shared engine is its owner's to stop.
    if (!options.engine) app.addHook('onClose', async () => gateway.close());
    // A configured provider loads its SDK now, so a bad provider setting stops start-up, not a request.
    await gateway.connected;
    app.decorate('ai', gateway);
    app.decorate('aiUsage', new UsageLedger(app.db, config.AI_DAILY_QUOTA));
    // Only a listening server warms the engine up (tests that inject skip it): after start-up, off the request path.
    app.addHook('onListen', async () => {
      setTimeout(() => gateway.engine.warm(), 0).unref();
    });

    const limits = new AiLimits(new RateLimitStore(app.db), {
      perWindow: config.AI_RATE_LIMIT_PER_LEARNER,
      windowMs: config.AI_RATE_LIMIT_WINDOW_MS,
      concurrency: config.AI_CONCURRENCY_PER_LEARNER,
      queue: config.AI_QUEUE_PER_LEARNER,
    });
    app.decorate('aiLimits', limits);
    app.decorate('aiLimit', async (request: FastifyRequest, reply: FastifyReply) => {
      const userId = request.user.id;
      await limits.count(userId);
      // The place is the learner's until the answer is sent or the client goes (streams included).
      const closed = new Promise<void>((resolve) => reply.raw.once('close', resolve));
      await limits.acquire(userId, closed);
    });
  },
  { name: 'ai', dependencies: ['services'] },
);
