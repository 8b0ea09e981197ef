import {
  STUDY_CALENDAR_CONTENT_TYPE,
  STUDY_CALENDAR_FILE_NAME,
  STUDY_CALENDAR_MESSAGES,
  operations,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { notFound } from '../../lib/errors';
import { studyTimeCalendar } from '../../modules/reminders/calendar';
import { getPreferences } from '../../modules/reminders/preferences';

/** "Add to calendar": the saved reminder time as a daily event the learner imports into their calendar app. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromOperation(app, operations.reminders.calendar, {
      tags: ['reminders'],
      summary: `Download the daily study time as an iCalendar file (${STUDY_CALENDAR_FILE_NAME})`,
      description:
        "One 30-minute event repeating every day at the learner's reminder time in their time zone (DTSTART with TZID), linking to /Tutor. 404 before reminder preferences are saved.",
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const saved = await getPreferences(app.db, request.user.id);
      if (!saved) throw notFound(STUDY_CALENDAR_MESSAGES.noReminder);
      const calendar = studyTimeCalendar({
        userId: request.user.id,
        preferences: saved.preferences,
        appUrl: app.config.appUrl,
      });
      return reply
        .type(STUDY_CALENDAR_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${STUDY_CALENDAR_FILE_NAME}"`)
        .header('cache-control', 'private, no-store')
        .send(calendar);
    },
  });
};
