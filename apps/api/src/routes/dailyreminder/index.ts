import { REMINDER_SAVED_MESSAGE, errorBody, getReminderResponse, setReminderRequest, setReminderResponse } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReminderDispatcher } from '../../modules/reminders/create-dispatcher';
import { getPreferences, savePreferences } from '../../modules/reminders/preferences';
import { unsubscribeRoutes } from './unsubscribe';
import { whatsappWebhookRoutes } from './whatsapp-webhook';

const security = [{ bearer: [] }];

/** SPEC §7 /dailyreminder: preferences, the daily dispatcher, one-click unsubscribe and WhatsApp STOP. */
export const dailyReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const dispatcher = createReminderDispatcher({ config, db: app.db, mailer: app.mailer, log: app.log.child({ module: 'reminders' }) });
  // Web-only instances set REMINDERS_ENABLED=false; tests drive the dispatcher by hand.
  if (app.backgroundWorkers && config.REMINDERS_ENABLED) dispatcher.start();
  app.addHook('onClose', async () => dispatcher.stop());

  app.get('/', {
    onRequest: app.authenticate,
    schema: {
      tags: ['reminders'],
      summary: "The learner's saved reminder preferences (null before the first save), to pre-fill the screen",
      security,
      response: { 200: getReminderResponse, 401: errorBody, 500: errorBody },
    },
    handler: async (request) => {
      const saved = await getPreferences(app.db, request.user.id);
      return { preferences: saved?.preferences ?? null, nextReminderAt: saved?.nextReminderAt ?? null };
    },
  });

  app.post('/set-reminder', {
    onRequest: app.authenticate,
    schema: {
      tags: ['reminders'],
      summary: 'Save (replace) daily e-mail and WhatsApp reminder preferences; reminders go out at reminderTime in timeZone',
      security,
      body: setReminderRequest,
      response: { 200: setReminderResponse, 400: errorBody, 401: errorBody, 500: errorBody },
    },
    handler: async (request) => {
      const saved = await savePreferences(app.db, request.user, request.body);
      return { message: REMINDER_SAVED_MESSAGE, ...saved };
    },
  });

  await app.register(unsubscribeRoutes);
  await app.register(whatsappWebhookRoutes, { prefix: '/whatsapp' });
};
