import type { ReminderPreferences } from '@pathwise/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, reminderDeliveries, reminderPreferences, type ReminderPreferencesRow } from '../../db/schema';
import { revokeConfirmations } from './confirmation';
import { nextReminder } from './schedule';

/** The request after the contract's validation and defaults. */
export interface PreferencesInput {
  emailreminder: boolean;
  whatsappreminder: boolean;
  email: string;
  phone: string;
  reminderTime: string;
  userName: string;
  courseTopic: string;
  timeZone?: string | undefined;
}

export interface SavedPreferences {
  preferences: ReminderPreferences;
  nextReminderAt: string | null;
}

export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

const toContract = (row: ReminderPreferencesRow): SavedPreferences => ({
  preferences: {
    emailreminder: row.emailEnabled,
    whatsappreminder: row.whatsappEnabled,
    email: row.email,
    phone: row.phone,
    reminderTime: row.reminderTime,
    userName: row.userName,
    courseTopic: row.courseTopic,
    timeZone: row.timeZone,
  },
  nextReminderAt: row.nextDueAt?.toISOString() ?? null,
});

/** The next reminder of a row whose channels or time changed; null when nothing is on. */
function schedule(row: Pick<ReminderPreferencesRow, 'emailEnabled' | 'whatsappEnabled' | 'reminderTime' | 'timeZone'>, now: Date) {
  if (!row.emailEnabled && !row.whatsappEnabled) return { nextDueAt: null, dueLocalDate: null };
  const next = nextReminder(row.reminderTime, row.timeZone, now);
  return { nextDueAt: next.dueAt, dueLocalDate: next.localDate };
}

// Turning one channel off keeps the other's schedule as it is; with both off nothing is due.
const unscheduled = { nextDueAt: null, dueLocalDate: null };

/**
 * Saves (replaces) the learner's preferences in one statement and schedules the next reminder from
 * now. Saving with a channel on is the learner's explicit choice, so it lifts an earlier opt-out.
 * If today's reminder already went out, the delivery's unique key keeps it from going out again.
 */
export async function savePreferences(
  db: Database,
  user: { id: string; timeZone: string },
  input: PreferencesInput,
  now = new Date(),
): Promise<SavedPreferences> {
  const fields = {
    emailEnabled: input.emailreminder,
    whatsappEnabled: input.whatsappreminder,
    email: input.email.trim(),
    phone: input.phone.trim(),
    phoneDigits: phoneDigits(input.phone),
    reminderTime: input.reminderTime,
    userName: input.userName.trim(),
    courseTopic: input.courseTopic.trim(),
    timeZone: input.timeZone ?? user.timeZone,
    updatedAt: now,
  };
  const values = { ...fields, ...schedule(fields, now) };
  const [row] = await db
    .insert(reminderPreferences)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: reminderPreferences.userId, set: values })
    .returning();
  if (!row) throw new Error('reminder preferences upsert returned no row');
  return toContract(row);
}

export async function getPreferences(db: Database, userId: string): Promise<SavedPreferences | null> {
  const [row] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
  return row ? toContract(row) : null;
}

/**
 * Turns reminder e-mails off (one-click unsubscribe) and cancels reminder mails still waiting for a
 * retry, so nothing more arrives. Idempotent; false when the learner has no preferences.
 */
export async function unsubscribeEmail(db: Database, userId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId)).for('update');
    if (!row) return false;
    // The recipient said no: a later save must ask the address again (decision 018).
    await revokeConfirmations(tx, { userId, channel: 'email' });
    if (row.emailEnabled) {
      await tx
        .update(reminderPreferences)
        .set({ emailEnabled: false, emailUnsubscribedAt: now, updatedAt: now, ...(row.whatsappEnabled ? {} : unscheduled) })
        .where(eq(reminderPreferences.userId, userId));
    }
    await tx
      .update(mailOutbox)
      .set({ status: 'cancelled', lastError: 'unsubscribed' })
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          inArray(
            mailOutbox.id,
            tx
              .select({ id: sql<string>`${reminderDeliveries.mailId}` })
              .from(reminderDeliveries)
              .where(and(eq(reminderDeliveries.userId, userId), eq(reminderDeliveries.channel, 'email'))),
          ),
        ),
      );
    return true;
  });
}

/**
 * A STOP from this number: WhatsApp reminders off for every learner with it, and WhatsApp reminders
 * not yet sent are cancelled. Returns how many learners were opted out.
 */
export async function optOutWhatsApp(db: Database, digits: string, now = new Date()): Promise<number> {
  if (!digits) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.phoneDigits, digits))
      .for('update');
    // The number's owner said STOP: no learner may send to it again without a new opt-in (decision 018).
    await revokeConfirmations(tx, { channel: 'whatsapp', address: digits });
    for (const row of rows) {
      await tx
        .update(reminderPreferences)
        .set({ whatsappEnabled: false, whatsappOptedOutAt: now, updatedAt: now, ...(row.emailEnabled ? {} : unscheduled) })
        .where(eq(reminderPreferences.userId, row.userId));
    }
    if (rows.length > 0)
      await tx
        .update(reminderDeliveries)
        .set({ status: 'cancelled', lastError: 'opted out (STOP)' })
        .where(
          and(
            eq(reminderDeliveries.channel, 'whatsapp'),
            eq(reminderDeliveries.status, 'pending'),
            inArray(reminderDeliveries.userId, rows.map((row) => row.userId)),
          ),
        );
    return rows.length;
  });
}
