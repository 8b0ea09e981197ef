import {
  createCheckoutRequest,
  createCheckoutResponse,
  errorBody,
  lifetimeSlotsResponse,
  subscriptionStatusResponse,
  userIdParams,
  verifyPaymentRequest,
  verifyPaymentResponse,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf } from '../../plugins/app/auth';
import { createCheckout, getLifetimeSlots, hasEntitlement } from '../../modules/payment/orders';
import { verifyCheckoutPayment } from '../../modules/payment/verify';
import { receiptRoutes } from './receipt';
import { sandboxRoutes } from './sandbox';
import { webhookRoutes } from './webhook';

const authErrors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** Premium: status, checkout (order → verify), lifetime slots, Razorpay webhook, sandbox checkout. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const ctx = app.payments;

  app.get('/subscription/status/:userId', {
    onRequest: app.authenticate,
    schema: {
      tags: ['payment'],
      summary: 'Whether the learner holds lifetime premium',
      security: [{ bearer: [] }],
      params: userIdParams,
      response: { 200: subscriptionStatusResponse, ...authErrors },
    },
    handler: async (request) => {
      assertSelf(request, request.params.userId);
      return { isActive: await hasEntitlement(app.db, request.user.id) };
    },
  });

  app.get('/lifetime-slots', {
    schema: {
      tags: ['payment'],
      summary: 'Lifetime access slots: configured cap, sold, left',
      response: { 200: lifetimeSlotsResponse },
    },
    handler: async () => getLifetimeSlots(ctx),
  });

  app.post('/create-checkout-session', {
    onRequest: app.authenticate,
    schema: {
      tags: ['payment'],
      summary: 'Create (or reuse) the order for ₹499 lifetime premium',
      description:
        'The amount is fixed by the server. 409 when already premium, 410 when lifetime slots are sold out.',
      security: [{ bearer: [] }],
      body: createCheckoutRequest,
      response: {
        200: createCheckoutResponse,
        ...authErrors,
        409: errorBody,
        410: errorBody,
        502: errorBody,
      },
    },
    handler: async (request) => {
      assertSelf(request, request.body.userId);
      return createCheckout(ctx, request.user);
    },
  });

  app.post('/verify-payment', {
    onRequest: app.authenticate,
    schema: {
      tags: ['payment'],
      summary: "Verify checkout's signature, confirm the captured payment with Razorpay and unlock premium",
      description:
        'Asks the provider for the payment (capturing an authorised one) before granting; 400 when it is not captured, 502 when the provider does not answer.',
      security: [{ bearer: [] }],
      body: verifyPaymentRequest,
      response: { 200: verifyPaymentResponse, ...authErrors, 502: errorBody },
    },
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
