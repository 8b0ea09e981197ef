import { errorBody, paymentReceiptResponse } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { NO_RECEIPT_MESSAGE, latestReceipt } from '../../modules/payment/receipt';

/** The receipt page's data: the token's learner only, so it names no user id. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/receipt', {
    onRequest: app.authenticate,
    schema: {
      tags: ['payment'],
      summary: "The learner's latest paid payment (receipt): amount, order id, payment id, paid at",
      description: '404 when the learner has not paid.',
      security: [{ bearer: [] }],
      response: { 200: paymentReceiptResponse, 401: errorBody, 404: errorBody },
    },
    handler: async (request) => {
      const receipt = await latestReceipt(app.db, request.user.id);
      if (!receipt) throw notFound(NO_RECEIPT_MESSAGE);
      return receipt;
    },
  });
};
