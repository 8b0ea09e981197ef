import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { reminderDeliveries, type ReminderDeliveryRow } from '../../db/schema';
import { retryDelayMs } from '../mail/mailer';
import { templateParameters } from './message';
import { WhatsAppSendError, type RemoteWhatsAppProvider, type WhatsAppMessage, type WhatsAppProvider } from './whatsapp/provider';

export interface WhatsAppDeliveryOptions {
  db: Database;
  provider: WhatsAppProvider;
  log: FastifyBaseLogger;
  maxAttempts: number;
  leaseMs: number;
  concurrency: number;
  batchSize: number;
}

export interface DeliverReport {
  sent: number;
  retried: number;
  failed: number;
}

export const INTERRUPTED_ERROR =
  'interrupted while sending (process stopped or timed out); not retried, since the provider may already have sent it';

const messageOf = (row: ReminderDeliveryRow): WhatsAppMessage => ({
  to: row.recipient,
  parameters: templateParameters(row.payload),
  text: row.payload.text,
});

const isWhatsAppDue = (now: Date) =>
  and(eq(reminderDeliveries.channel, 'whatsapp'), eq(reminderDeliveries.status, 'pending'), lte(reminderDeliveries.nextAttemptAt, now));

/**
 * Sends recorded WhatsApp deliveries. The outbox stores a batch and marks it sent in one transaction
 * (exactly once). A remote API is at most once: a row is marked `sending` (with a lease and a claim id)
 * before its request leaves and is never picked again; a row still `sending` when its lease ran out
 * (the process died mid-request) is recorded as failed rather than risk a second message. Rows not yet
 * picked stay `pending`, so a restart sends them. Failures the provider surely did not act on are
 * retried with the mailer's backoff, up to maxAttempts, and the error is kept.
 */
export class WhatsAppDelivery {
  constructor(private readonly options: WhatsAppDeliveryOptions) {}

  async deliverDue(now: Date): Promise<DeliverReport> {
    const started = performance.now();
    // The injected clock, moved on by real time spent, so leases stay honest during a long pass.
    const clock = () => new Date(now.getTime() + Math.round(performance.now() - started));
    const report: DeliverReport = { sent: 0, retried: 0, failed: await this.failInterrupted(now) };
    const { provider } = this.options;
    if (provider.kind === 'outbox') {
      for (let stored = -1; stored !== 0; ) {
        stored = await this.storeBatch(provider.store.bind(provider), now);
        report.sent += stored;
      }
      return report;
    }
    const worker = async () => {
      for (let row = await this.claimOne(clock()); row; row = await this.claimOne(clock()))
        await this.sendOne(provider, row, clock, report);
    };
    await Promise.all(Array.from({ length: this.options.concurrency }, worker));
    return report;
  }

  private async failInterrupted(now: Date): Promise<number> {
    const rows = await this.options.db
      .update(reminderDeliveries)
      .set({ status: 'failed', lastError: INTERRUPTED_ERROR })
      .where(
        and(eq(reminderDeliveries.channel, 'whatsapp'), eq(reminderDeliveries.status, 'sending'), lte(reminderDeliveries.nextAttemptAt, now)),
      )
      .returning({ id: reminderDeliveries.id, userId: reminderDeliveries.userId });
    for (const row of rows) this.options.log.warn({ deliveryId: row.id, userId: row.userId }, 'WhatsApp reminder interrupted mid-send');
    return rows.length;
  }

  private storeBatch(store: Extract<WhatsAppProvider, { kind: 'outbox' }>['store'], now: Date): Promise<number> {
    return this.options.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(reminderDeliveries)
        .where(isWhatsAppDue(now))
        .orderBy(asc(reminderDeliveries.nextAttemptAt))
        .limit(this.options.batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      await store(tx, rows.map((row) => ({ deliveryId: row.id, message: messageOf(row) })));
      await tx
        .update(reminderDeliveries)
        .set({ status: 'sent', attempts: sql`${reminderDeliveries.attempts} + 1`, sentAt: now, lastError: null })
        .where(inArray(reminderDeliveries.id, rows.map((row) => row.id)));
      return rows.length;
    });
  }

  /** Picks one due row and marks it in flight, in one statement. */
  private async claimOne(now: Date): Promise<ReminderDeliveryRow | undefined> {
    const { db, leaseMs } = this.options;
    const next = db
      .select({ id: reminderDeliveries.id })
      .from(reminderDeliveries)
      .where(isWhatsAppDue(now))
      .orderBy(asc(reminderDeliveries.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(reminderDeliveries)
      .set({
        status: 'sending',
        attempts: sql`${reminderDeliveries.attempts} + 1`,
        claimId: randomUUID(),
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(inArray(reminderDeliveries.id, next))
      .returning();
    return row;
  }

  private async sendOne(provider: RemoteWhatsAppProvider, row: ReminderDeliveryRow, clock: () => Date, report: DeliverReport) {
    const { db, log, maxAttempts } = this.options;
    // Only the claim that marked the row may record its outcome: a late worker changes nothing.
    const mine = and(eq(reminderDeliveries.id, row.id), eq(reminderDeliveries.status, 'sending'), eq(reminderDeliveries.claimId, row.claimId ?? ''));
    try {
      const { id } = await provider.send(messageOf(row));
      await db.update(reminderDeliveries).set({ status: 'sent', sentAt: clock(), providerMessageId: id, lastError: null }).where(mine);
      report.sent += 1;
    } catch (error) {
      const outcome = error instanceof WhatsAppSendError ? error.outcome : 'unknown';
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const retry = outcome === 'retry' && row.attempts < maxAttempts;
      const lastError = outcome === 'unknown' ? `${message}; not retried, since the provider may already have sent it` : message;
      await db
        .update(reminderDeliveries)
        .set(
          retry
            ? { status: 'pending', lastError, nextAttemptAt: new Date(clock().getTime() + retryDelayMs(row.attempts)) }
            : { status: 'failed', lastError },
        )
        .where(mine);
      if (retry) report.retried += 1;
      else report.failed += 1;
      log.warn({ deliveryId: row.id, attempts: row.attempts, retry, error: message }, 'WhatsApp reminder failed');
    }
  }
}
