import fp from 'fastify-plugin';
import { RateLimitStore } from '../../modules/rate-limit/store';
import type { ConfirmationServices } from '../../modules/reminders/confirmation';
import { createWhatsAppProvider } from '../../modules/reminders/whatsapp/create-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** What asking for a reminder address's confirmation needs (double opt-in, decision 018). */
    reminderConfirmations: ConfirmationServices;
  }
}

/** The reminders' request-side services (the dispatcher is a worker, started by the workers plugin). */
export const remindersPlugin = fp(
  async (app) => {
    const { config } = app;
    app.decorate('reminderConfirmations', {
      db: app.db,
      mailer: app.mailer,
      whatsapp: createWhatsAppProvider(config),
      whatsappTemplate: config.WHATSAPP_CONFIRM_TEMPLATE,
      appUrl: config.appUrl,
      limits: new RateLimitStore(app.db),
      background: app.background,
      log: app.log.child({ module: 'reminders' }),
      whatsappOptInsPerHour: config.WHATSAPP_OPT_INS_PER_HOUR,
    });
  },
  { name: 'reminders', dependencies: ['services'] },
);
