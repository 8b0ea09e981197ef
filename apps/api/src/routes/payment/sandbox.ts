import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import type { PaymentContext } from '../../modules/payment/context';
import { sandboxPay } from '../../modules/payment/sandbox-checkout';
import type { SandboxProvider } from '../../modules/payment/sandbox-provider';

export interface SandboxRoutesOptions {
  ctx: PaymentContext;
  provider: SandboxProvider;
}

/** Registered only when the sandbox provider is active: the TEST MODE dialog's Pay and Fail buttons. */
export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRoutesOptions> = async (app, { ctx, provider }) => {
  app.route({
    ...fromOperation(app, operations.payment.sandboxPay, {
      tags: ['payment'],
      summary: 'TEST MODE: pay or fail your own sandbox order (no money moves)',
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request) => sandboxPay(ctx, provider, request.user, request.body),
  });
};
