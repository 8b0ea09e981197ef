import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { badRequest, serviceUnavailable } from '../../lib/errors';
import type { PaymentContext } from '../../modules/payment/context';
import {
  handleWebhookEvent,
  isValidWebhookSignature,
  parseWebhookEvent,
  webhookEventId,
} from '../../modules/payment/webhook';

export interface WebhookRoutesOptions {
  ctx: PaymentContext;
  secret: string | undefined;
}

export const BAD_WEBHOOK_SIGNATURE = 'Invalid webhook signature.';

/**
 * Razorpay's webhook. Encapsulated so its body parser, which keeps the raw bytes, applies to this
 * route only: the signature covers the exact bytes sent, which re-serialised JSON would not match.
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, { ctx, secret }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    ...fromOperation(app, operations.payment.webhook, {
      tags: ['payment'],
      summary: 'Razorpay webhook (order.paid, payment.captured, payment.failed, refunds, disputes)',
      description:
        'Signed with RAZORPAY_WEBHOOK_SECRET in x-razorpay-signature; deduplicated by x-razorpay-event-id.',
    }),
    handler: async (request) => {
      if (!secret)
        throw serviceUnavailable('Webhooks are not configured: RAZORPAY_WEBHOOK_SECRET is not set.');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isValidWebhookSignature(raw, request.headers['x-razorpay-signature'], secret)) {
        ctx.log.warn({ eventId: request.headers['x-razorpay-event-id'] }, 'webhook signature mismatch');
        throw badRequest(BAD_WEBHOOK_SIGNATURE);
      }
      const event = parseWebhookEvent(raw);
      if (!event) throw badRequest('The webhook body is not a Razorpay event.');
      const status = await handleWebhookEvent(
        ctx,
        webhookEventId(request.headers['x-razorpay-event-id'], raw),
        event,
      );
      return { status };
    },
  });
};
