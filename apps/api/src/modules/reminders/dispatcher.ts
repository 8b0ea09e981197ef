import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { PeriodicJob } from '../../lib/periodic-job';
import type { ReminderPayload, ReminderPreferencesRow } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { addDays, localDateOf, type LocalDate } from '../../lib/local-date';
import { confirmedChannels } from './confirmation';
import { decideReminder, type ReminderDecision } from './decide';
import { loadSnapshots, loadTopics } from './learning-state';
import { reminderMail, reminderWhatsAppText, type ReminderContent } from './message';
import { claimDue, linkMails, recordDeliveries, setNextDue, type DeliveryRecord } from './queries';
import { nextReminder } from './schedule';
import { signUnsubscribeToken } from './unsubscribe-token';
import { WhatsAppDelivery, type DeliverReport } from './whatsapp-delivery';
import type { WhatsAppProvider } from './whatsapp/provider';

export interface DispatcherOptions {
  db: Database;
  mailer: Mailer;
  whatsapp: WhatsAppProvider;
  appUrl: string;
  jwtSecret: Uint8Array;
  log: FastifyBaseLogger;
  /** Learners claimed per transaction. */
  batchSize?: number;
  /** WhatsApp tries before giving up (e-mail retries are the mailer's). */
  maxAttempts?: number;
  /** How long a WhatsApp send may take before its outcome counts as unknown. */
  leaseMs?: number;
  /** WhatsApp API requests in flight at once. */
  concurrency?: number;
}

export interface ScheduleReport {
  /** Learners whose reminder fell due. */
  due: number;
  skipped: number;
  /** Deliveries recorded (mails queued, WhatsApp messages waiting to be sent). */
  emails: number;
  whatsapp: number;
}

export type DispatchReport = ScheduleReport & DeliverReport;

interface Decided {
  row: ReminderPreferencesRow;
  date: LocalDate;
  decision: ReminderDecision;
  planId: string | undefined;
}

/**
 * Sends each learner's daily reminder. Every minute it claims learners whose next_due_at has passed
 * (FOR UPDATE SKIP LOCKED, so instances share the work), records one delivery per channel per local
 * date under a unique key, queues the mail through the mailer in the same transaction, moves
 * next_due_at to the next date, then sends the WhatsApp deliveries. A second instance, a crash or a
 * restart can repeat a step but never record, and so never send, a reminder twice.
 */
export class ReminderDispatcher {
  private readonly batchSize: number;
  private readonly whatsapp: WhatsAppDelivery;
  private readonly passes: PeriodicJob;

  constructor(private readonly options: DispatcherOptions) {
    this.batchSize = options.batchSize ?? 200;
    this.whatsapp = new WhatsAppDelivery({
      db: options.db,
      provider: options.whatsapp,
      log: options.log,
      maxAttempts: options.maxAttempts ?? 5,
      leaseMs: options.leaseMs ?? 5 * 60_000,
      concurrency: options.concurrency ?? 4,
      batchSize: 500,
    });
    this.passes = new PeriodicJob(
      async () => {
        const report = await this.runOnce();
        if (report.due > 0 || report.sent > 0 || report.failed > 0)
          this.options.log.info(report, 'reminder pass');
      },
      (error) => {
        this.options.log.warn({ err: error }, 'reminder pass failed');
      },
    );
  }

  /** One full pass at `now` (injectable so tests need not wait for real minutes). */
  async runOnce(now = new Date()): Promise<DispatchReport> {
    const scheduled = await this.scheduleDue(now);
    const delivered = await this.deliverWhatsApp(now);
    return { ...scheduled, ...delivered };
  }

  /** Claims every due learner, batch by batch, and records (and queues) their reminders. */
  async scheduleDue(now = new Date()): Promise<ScheduleReport> {
    const total: ScheduleReport = { due: 0, skipped: 0, emails: 0, whatsapp: 0 };
    for (;;) {
      const report = await this.options.db.transaction((tx) => this.scheduleBatch(tx, now));
      if (report.emails > 0) this.options.mailer.kick();
      total.due += report.due;
      total.skipped += report.skipped;
      total.emails += report.emails;
      total.whatsapp += report.whatsapp;
      if (report.due < this.batchSize) return total;
    }
  }

  deliverWhatsApp(now = new Date()): Promise<DeliverReport> {
    return this.whatsapp.deliverDue(now);
  }

  start(intervalMs = 60_000): void {
    this.passes.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  private async scheduleBatch(tx: Transaction, now: Date): Promise<ScheduleReport> {
    const due = await claimDue(tx, now, this.batchSize);
    if (due.length === 0) return { due: 0, skipped: 0, emails: 0, whatsapp: 0 };

    const snapshots = await loadSnapshots(
      tx,
      due.map((row) => row.userId),
    );
    // Double opt-in (decision 018): only confirmed addresses (or the account's verified e-mail) get reminders.
    const confirmed = await confirmedChannels(tx, due);
    const decided: Decided[] = due.map((row) => {
      const dueAt = row.nextDueAt ?? now;
      const date = row.dueLocalDate ?? localDateOf(dueAt, row.timeZone);
      const snapshot = snapshots.get(row.userId) ?? { plan: null, completionDates: [] };
      return { row, date, decision: decideReminder(snapshot, date, dueAt, now), planId: snapshot.plan?.id };
    });
    const topics = await loadTopics(
      tx,
      decided.flatMap(({ decision, planId }) =>
        decision.kind === 'send' && decision.day !== null && planId ? [{ planId, day: decision.day }] : [],
      ),
    );

    const records: DeliveryRecord[] = [];
    const mails = new Map<string, { to: string; content: ReminderContent }>();
    for (const { row, date, decision, planId } of decided) {
      if (decision.kind === 'skip') {
        this.options.log.debug({ userId: row.userId, date, reason: decision.reason }, 'reminder skipped');
        continue;
      }
      const content: ReminderContent = {
        name: row.userName,
        topic: (decision.day !== null && topics.get(`${planId}:${decision.day}`)) || row.courseTopic,
        day: decision.day,
        streak: decision.streak,
        freezesHeld: decision.freezesHeld,
        freezeSaved: decision.freezeSaved,
      };
      const payload: ReminderPayload = { ...content, text: reminderWhatsAppText(content, this.tutorUrl) };
      const base = { user_id: row.userId, local_date: date, payload };
      const allowed = confirmed.get(row.userId);
      if (row.emailEnabled && row.email && allowed?.email) {
        const id = randomUUID();
        records.push({ ...base, id, channel: 'email', recipient: row.email, status: 'queued' });
        mails.set(id, { to: row.email, content });
      }
      if (row.whatsappEnabled && row.phoneDigits && allowed?.whatsapp)
        records.push({
          ...base,
          id: randomUUID(),
          channel: 'whatsapp',
          recipient: row.phoneDigits,
          status: 'pending',
        });
    }

    // The unique key (learner, channel, date) drops a delivery recorded before: no second send.
    const inserted = await recordDeliveries(tx, records, now);
    // Mail is queued in this transaction: a recorded e-mail delivery always has its mail, and vice versa.
    const newMails = inserted.flatMap((delivery) => {
      const mail = delivery.channel === 'email' ? mails.get(delivery.id) : undefined;
      return mail ? [{ deliveryId: delivery.id, userId: delivery.userId, ...mail }] : [];
    });
    const mailIds = await this.options.mailer.enqueueMany(
      newMails.map(({ to, content, userId }) =>
        reminderMail(to, content, { tutorUrl: this.tutorUrl, unsubscribeUrl: this.unsubscribeUrl(userId) }),
      ),
      tx,
    );
    await linkMails(
      tx,
      mailIds.map((mailId, index) => ({ id: newMails[index]!.deliveryId, mail_id: mailId })),
    );
    await this.advance(tx, decided, now);
    return {
      due: due.length,
      skipped: decided.filter(({ decision }) => decision.kind === 'skip').length,
      emails: mailIds.length,
      whatsapp: inserted.filter((delivery) => delivery.channel === 'whatsapp').length,
    };
  }

  /** Moves each claimed learner to their next date's reminder, computed in their zone (DST-safe). */
  private async advance(tx: Transaction, decided: readonly Decided[], now: Date): Promise<void> {
    const rows = decided.map(({ row, date }) => {
      const next = nextReminder(row.reminderTime, row.timeZone, now, addDays(date, 1));
      return { user_id: row.userId, next_due_at: next.dueAt.toISOString(), due_local_date: next.localDate };
    });
    await setNextDue(tx, rows);
  }

  private get tutorUrl(): string {
    return `${this.options.appUrl}/Tutor`;
  }

  private unsubscribeUrl(userId: string): string {
    const token = signUnsubscribeToken(this.options.jwtSecret, userId);
    return `${this.options.appUrl}/api/dailyreminder/unsubscribe?token=${encodeURIComponent(token)}`;
  }
}
