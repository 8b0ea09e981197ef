// A day passing for one learner, without waiting for it: every dated row of theirs moves back 24 hours (a
// local date back one day), so "now" reads as the next day. completePlanDays (apps/api/src/modules/dev-tools/
// shortcuts.ts) dates completions back the same way; this moves the rest of the learner's day with them: the
// tutor's chat of the day (kept per local date), the review cards' due dates and last reviews (so FSRS
// intervals play out), the review log and the key-point mastery. For a zone without daylight saving (the
// benches use Asia/Kolkata), 24 hours is exactly one local day.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import {
  chatMessages,
  crossQuestions,
  keyPointMastery,
  lessonCompletions,
  reviewItems,
  reviewLogs,
} from '../../apps/api/src/db/schema';

const DAY = sql.raw(`interval '1 day'`);

/** Moves the learner's dated rows one day into the past: the next request sees the next day. */
export async function passDay(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(lessonCompletions)
      .set({
        localDate: sql`${lessonCompletions.localDate} - 1`,
        completedAt: sql`${lessonCompletions.completedAt} - ${DAY}`,
        dayStartedAt: sql`${lessonCompletions.dayStartedAt} - ${DAY}`,
      })
      .where(eq(lessonCompletions.userId, userId));
    await tx
      .update(chatMessages)
      .set({
        localDate: sql`${chatMessages.localDate} - 1`,
        createdAt: sql`${chatMessages.createdAt} - ${DAY}`,
      })
      .where(eq(chatMessages.userId, userId));
    await tx
      .update(reviewItems)
      .set({
        due: sql`${reviewItems.due} - ${DAY}`,
        lastReview: sql`${reviewItems.lastReview} - ${DAY}`,
        createdAt: sql`${reviewItems.createdAt} - ${DAY}`,
      })
      .where(eq(reviewItems.userId, userId));
    await tx
      .update(reviewLogs)
      .set({ due: sql`${reviewLogs.due} - ${DAY}`, reviewedAt: sql`${reviewLogs.reviewedAt} - ${DAY}` })
      .where(eq(reviewLogs.userId, userId));
    await tx
      .update(keyPointMastery)
      .set({ updatedAt: sql`${keyPointMastery.updatedAt} - ${DAY}` })
      .where(eq(keyPointMastery.userId, userId));
    await tx
      .update(crossQuestions)
      .set({ createdAt: sql`${crossQuestions.createdAt} - ${DAY}` })
      .where(eq(crossQuestions.userId, userId));
  });
}
