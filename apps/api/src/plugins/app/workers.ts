import fp from 'fastify-plugin';
import { PaymentReconciler } from '../../modules/payment/reconcile';
import { createReminderDispatcher } from '../../modules/reminders/create-dispatcher';

/**
 * The background workers: mail delivery, the daily reminder dispatcher and the payment reconciler. They
 * start only when this process runs background work (`workers: true`; REMINDERS_ENABLED=false keeps
 * reminders off on a web-only instance) and are drained, in that order reversed, when the app closes.
 * Tests leave workers off and drive each one by hand.
 */
export const workersPlugin = fp(
  async (app) => {
    if (!app.backgroundWorkers) return;
    const { config } = app;
    const workers: { start(): void; stop(): Promise<void> }[] = [
      app.mailer,
      new PaymentReconciler(app.payments),
    ];
    if (config.REMINDERS_ENABLED)
      workers.push(
        createReminderDispatcher({
          config,
          db: app.db,
          mailer: app.mailer,
          log: app.log.child({ module: 'reminders' }),
        }),
      );
    for (const worker of workers) worker.start();
    app.addHook('onClose', async () => {
      for (const worker of workers.reverse()) await worker.stop();
    });
  },
  { name: 'workers', dependencies: ['services', 'payments'] },
);
