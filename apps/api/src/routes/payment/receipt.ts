import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { notFound } from '../../lib/errors';
import { NO_RECEIPT_MESSAGE, latestReceipt } from '../../modules/payment/receipt';

/** The receipt page's data: the token's learner only, so it names no user id. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromOperation(app, operations.payment.receipt, {
      tags: ['payment'],
      summary: "The learner's latest paid payment (receipt): amount, order id, payment id, paid at",
      description: '404 when the learner has not paid.',
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const receipt = await latestReceipt(app.db, request.user.id);
      if (!receipt) throw notFound(NO_RECEIPT_MESSAGE);
      return receipt;
    },
  });
};
