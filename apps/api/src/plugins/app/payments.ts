import fp from 'fastify-plugin';
import type { PaymentContext } from '../../modules/payment/context';
import { createPaymentProvider } from '../../modules/payment/create-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** What every payment operation needs: database, provider (Razorpay or sandbox), receipts, the slot cap. */
    payments: PaymentContext;
  }
}

export const paymentsPlugin = fp(
  async (app) => {
    const { config } = app;
    const payments: PaymentContext = {
      db: app.db,
      provider: createPaymentProvider(config),
      log: app.log.child({ module: 'payments' }),
      lifetimeSlots: config.LIFETIME_SLOTS,
      receiptMail: { mailer: app.mailer, appUrl: config.appUrl },
    };
    if (config.isProduction && payments.provider.name === 'sandbox')
      payments.log.warn(
        'payments run in SANDBOX mode in production: TEST MODE checkout unlocks premium without money; set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      );
    app.decorate('payments', payments);
  },
  { name: 'payments', dependencies: ['services'] },
);
