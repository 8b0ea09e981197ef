import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';

/** The learner's daily AI allowance, counted as the provider quota counts it (the 429 states the same numbers). */
export const aiUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const ledger = app.aiUsage;
  const limited = config.AI_PROVIDER !== 'offline';

  app.route({
    ...fromOperation(app, operations.auth.aiUsage, {
      tags: ['auth'],
      summary: "The learner's daily AI allowance: tokens allowed, used and left, and when it resets",
      description:
        'With a provider configured, each learner has AI_DAILY_QUOTA tokens per UTC day; the offline engine has no allowance (limited false).',
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const usage = await ledger.usage(request.user.id);
      if (!limited)
        return {
          limited,
          unit: 'tokens' as const,
          allowance: null,
          used: usage.used,
          remaining: null,
          resetsAt: null,
        };
      return { limited, unit: 'tokens' as const, ...usage, resetsAt: usage.resetsAt.toISOString() };
    },
  });
};
