import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { assertSelf } from '../../plugins/app/auth';
import { createCheckout, getLifetimeSlots, hasEntitlement } from '../../modules/payment/orders';
import { verifyCheckoutPayment } from '../../modules/payment/verify';
import { receiptRoutes } from './receipt';
import { sandboxRoutes } from './sandbox';
import { webhookRoutes } from './webhook';

/** Premium: status, checkout (order → verify), lifetime slots, Razorpay webhook, sandbox checkout. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const ctx = app.payments;

  app.route({
    ...fromOperation(app, operations.payment.subscriptionStatus, {
      tags: ['payment'],
      summary: 'Whether the learner holds lifetime premium',
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      assertSelf(request, request.params.userId);
      return { isActive: await hasEntitlement(app.db, request.user.id) };
    },
  });

  app.route({
    ...fromOperation(app, operations.payment.lifetimeSlots, {
      tags: ['payment'],
      summary: 'Lifetime access slots: configured cap, sold, left',
    }),
    handler: async () => getLifetimeSlots(ctx),
  });

  app.route({
    ...fromOperation(app, operations.payment.createCheckout, {
      tags: ['payment'],
      summary: 'Create (or reuse) the order for ₹499 lifetime premium',
      description:
        'The amount is fixed by the server. 409 when already premium, 410 when lifetime slots are sold out.',
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      assertSelf(request, request.body.userId);
      return createCheckout(ctx, request.user);
    },
  });

  app.route({
    ...fromOperation(app, operations.payment.verifyPayment, {
      tags: ['payment'],
      summary: "Verify checkout's signature, confirm the captured payment with Razorpay and unlock premium",
      description:
        'Asks the provider for the payment (capturing an authorised one) before granting; 400 when it is not captured, 502 when the provider does not answer.',
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      assertSelf(request, request.body.userId);
      return verifyCheckoutPayment(ctx, request.user, request.body);
    },
  });

  await app.register(receiptRoutes);
  if (ctx.provider.name === 'sandbox') {
    await app.register(sandboxRoutes, { ctx, provider: ctx.provider });
  }
  await app.register(webhookRoutes, { ctx, secret: config.RAZORPAY_WEBHOOK_SECRET });
};
