import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reminderPreferences } from '../../db/schema';

/**
 * Change Plan: the reminders name the new plan's goal. Only the topic changes (channels, time,
 * schedule and consent stay); nothing is created for a learner who has no preferences.
 */
export async function followCourseTopic(db: Database, userId: string, courseTopic: string, now = new Date()) {
  await db
    .update(reminderPreferences)
    .set({ courseTopic, updatedAt: now })
    .where(eq(reminderPreferences.userId, userId));
}
