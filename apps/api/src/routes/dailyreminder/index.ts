import { REMINDER_SAVED_MESSAGE, operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { confirmationStatus, requestConfirmations } from '../../modules/reminders/confirmation';
import {
  getPreferences,
  phoneDigits,
  savePreferences,
  type SavedPreferences,
} from '../../modules/reminders/preferences';
import { calendarRoutes } from './calendar';
import { confirmRoutes } from './confirm';
import { unsubscribeRoutes } from './unsubscribe';
import { whatsappWebhookRoutes } from './whatsapp-webhook';

const security = [{ bearer: [] }];

/** SPEC §7 /dailyreminder: preferences, one-click unsubscribe and WhatsApp STOP (the dispatcher is a worker). */
export const dailyReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const confirmations = app.reminderConfirmations;
  const addresses = (userId: string, { preferences }: SavedPreferences) => ({
    userId,
    email: preferences.email,
    phoneDigits: phoneDigits(preferences.phone),
    emailEnabled: preferences.emailreminder,
    whatsappEnabled: preferences.whatsappreminder,
  });

  app.route({
    ...fromOperation(app, operations.reminders.get, {
      tags: ['reminders'],
      summary:
        "The learner's saved reminder preferences (null before the first save), to pre-fill the screen",
      security,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const saved = await getPreferences(app.db, request.user.id);
      if (!saved) return { preferences: null, nextReminderAt: null, confirmation: null };
      const confirmation = await confirmationStatus(app.db, addresses(request.user.id, saved));
      return { ...saved, confirmation };
    },
  });

  app.route({
    ...fromOperation(app, operations.reminders.set, {
      tags: ['reminders'],
      summary:
        'Save (replace) daily e-mail and WhatsApp reminder preferences; reminders go out at reminderTime in timeZone, to addresses confirmed through the link sent to them',
      security,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const saved = await savePreferences(app.db, request.user, request.body);
      // Double opt-in (decision 018): an address that is not confirmed gets a link, and no reminder until it is opened.
      const confirmation = await requestConfirmations(confirmations, addresses(request.user.id, saved));
      return { message: REMINDER_SAVED_MESSAGE, ...saved, confirmation };
    },
  });

  await app.register(calendarRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(confirmRoutes);
  await app.register(whatsappWebhookRoutes, { prefix: '/whatsapp' });
};
