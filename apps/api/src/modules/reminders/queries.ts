import { lte, sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../db/client';
import {
  reminderPreferences,
  type ReminderChannel,
  type ReminderPayload,
  type ReminderPreferencesRow,
} from '../../db/schema';
import type { LocalDate } from '../../lib/local-date';

/** Claims up to `limit` learners whose reminder is due, oldest first; rows locked by another instance are skipped. */
export function claimDue(tx: Transaction, now: Date, limit: number): Promise<ReminderPreferencesRow[]> {
  return tx
    .select()
    .from(reminderPreferences)
    .where(lte(reminderPreferences.nextDueAt, now))
    .orderBy(reminderPreferences.nextDueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export interface DeliveryRecord {
  id: string;
  user_id: string;
  channel: ReminderChannel;
  local_date: LocalDate;
  recipient: string;
  payload: ReminderPayload;
  status: 'queued' | 'pending';
}

/** Inserts a batch of deliveries as one JSON parameter; returns the ones that were not recorded before. */
export async function recordDeliveries(tx: Transaction, records: readonly DeliveryRecord[], now: Date) {
  if (records.length === 0) return [];
  const result = await tx.execute(sql`
    insert into reminder_deliveries (id, user_id, channel, local_date, recipient, payload, status, next_attempt_at)
    select id, user_id, channel, local_date, recipient, payload, status, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      as v(id uuid, user_id uuid, channel text, local_date date, recipient text, payload jsonb, status text)
    on conflict (user_id, channel, local_date) do nothing
    returning id, channel, user_id`);
  return rowsOf<{ id: string; channel: ReminderChannel; user_id: string }>(result).map((row) => ({
    id: row.id,
    channel: row.channel,
    userId: row.user_id,
  }));
}

/** Links e-mail deliveries to the mails queued for them. */
export async function linkMails(
  tx: Transaction,
  links: ReadonlyArray<{ id: string; mail_id: string }>,
): Promise<void> {
  if (links.length === 0) return;
  await tx.execute(sql`
    update reminder_deliveries d set mail_id = v.mail_id
    from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as v(id uuid, mail_id uuid) where d.id = v.id`);
}

/** Sets each learner's next reminder. One JSON parameter rather than thousands of bound values: the batch is one cheap statement. */
export async function setNextDue(
  tx: Transaction,
  rows: ReadonlyArray<{ user_id: string; next_due_at: string; due_local_date: LocalDate }>,
): Promise<void> {
  await tx.execute(sql`
    update reminder_preferences p set next_due_at = v.next_due_at, due_local_date = v.due_local_date
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(user_id uuid, next_due_at timestamptz, due_local_date date)
    where p.user_id = v.user_id`);
}
