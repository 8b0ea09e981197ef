import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';

/** Liveness, readiness and the values the browser may know. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.route({
    ...fromOperation(app, operations.system.health, {
      tags: ['system'],
      summary: 'The process is alive and can serve; 503 when only a restart can bring it back',
    }),
    handler: async (_request, reply) => {
      const stopped = app.database.stopped();
      if (stopped) return reply.status(503).send({ status: 'stopped' as const, error: stopped });
      return { status: 'ok' as const };
    },
  });

  app.route({
    ...fromOperation(app, operations.system.ready, {
      tags: ['system'],
      summary: 'The server takes traffic: the database answers and the server is not shutting down',
    }),
    handler: async (_request, reply) => {
      const database = await app.database.ping();
      const ready = database && !app.health.draining;
      return reply.status(ready ? 200 : 503).send({ ready, database });
    },
  });

  app.route({
    ...fromOperation(app, operations.system.config, {
      tags: ['system'],
      summary: 'Public configuration for the web app (never a secret)',
    }),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return {
        googleClientId: config.GOOGLE_CLIENT_ID ?? null,
        paymentProvider: config.paymentProvider,
        razorpayKeyId: config.paymentProvider === 'razorpay' ? (config.RAZORPAY_KEY_ID ?? null) : null,
        appUrl: config.appUrl,
        governingLaw: config.GOVERNING_LAW,
        blogLinks: [
          {
            title: 'Why tutorials alone won’t make you a developer',
            url: `${config.BLOG_URL}/escape-tutorial-hell`,
          },
          { title: 'Build a real project in 5 days: the method', url: `${config.BLOG_URL}/five-day-project` },
          {
            title: 'How to learn with an AI tutor without outsourcing your thinking',
            url: `${config.BLOG_URL}/ai-tutor-learning`,
          },
        ],
        contactEmail: config.CONTACT_EMAIL,
        devOutbox: config.devTools,
      };
    },
  });
};
