import type NodemailerModule from 'nodemailer';
import { randomUUID } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Database } from '../../db/client';
import { mailOutbox, type MailRow } from '../../db/schema';
import { lazyRequire } from '../../lib/lazy-require';
import { PeriodicJob } from '../../lib/periodic-job';

const nodemailer = lazyRequire<typeof NodemailerModule>('nodemailer');

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export type MailTransport = (mail: MailRow, from: string) => Promise<void>;

export interface MailerOptions {
  db: Database;
  log: FastifyBaseLogger;
  from: string;
  smtpUrl?: string | undefined;
  maxAttempts?: number;
  /** Lease on a claimed mail; a crashed sender's mail is retried after it. */
  leaseMs?: number;
}

const BATCH = 20;

/** Backoff before the n-th retry: 30 s, 2 min, 8 min, 32 min … capped at 2 h. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 4 ** (attempts - 1), 2 * 3600_000);

/**
 * Every mail is first written to mail_outbox, then delivered by `deliverDue` (SMTP), or kept there
 * as the outbox when no SMTP server is configured. Claims use SKIP LOCKED so instances never share one.
 */
export class Mailer {
  private readonly transport: MailTransport | null;
  private readonly delivery: PeriodicJob;
  readonly maxAttempts: number;
  private readonly leaseMs: number;

  constructor(private readonly options: MailerOptions) {
    this.maxAttempts = options.maxAttempts ?? 6;
    this.leaseMs = options.leaseMs ?? 120_000;
    if (options.smtpUrl) {
      const smtp = nodemailer().createTransport(options.smtpUrl);
      this.transport = async (mail, from) => {
        await smtp.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          headers: mail.headers,
        });
      };
    } else {
      this.transport = null;
    }
    this.delivery = new PeriodicJob(
      () => this.deliverDue(),
      (error) => {
        this.options.log.warn({ err: error }, 'mail delivery pass failed');
      },
    );
  }

  get mode(): 'smtp' | 'outbox' {
    return this.transport ? 'smtp' : 'outbox';
  }

  /** Stores the mail and starts delivery without waiting for it. */
  async enqueue(message: MailMessage, db: Database = this.options.db): Promise<string> {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        headers: message.headers ?? {},
        status: this.transport ? 'pending' : 'stored',
      })
      .returning({ id: mailOutbox.id });
    this.options.log.info({ mailId: row?.id, subject: message.subject }, 'mail queued');
    this.kick();
    return row?.id ?? '';
  }

  /**
   * Stores many mails in one statement (a bulk sender such as daily reminders, inside its own
   * transaction) and returns their ids in order. Delivery starts when the caller calls kick().
   */
  async enqueueMany(messages: readonly MailMessage[], db: Database = this.options.db): Promise<string[]> {
    const ids = await this.store(messages, db);
    if (ids.length > 0) this.options.log.info({ count: ids.length }, 'mails queued');
    return ids;
  }

  /**
   * Inserts mails and nothing more: no log line, no delivery. For a caller whose transaction may
   * still roll them back; it calls queued() once they are committed.
   */
  async store(messages: readonly MailMessage[], db: Database = this.options.db): Promise<string[]> {
    if (messages.length === 0) return [];
    // Ids chosen here, so they map to the messages whatever order the database returns rows in.
    const ids = messages.map(() => randomUUID());
    await db.insert(mailOutbox).values(
      messages.map((message, index) => ({
        id: ids[index],
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        headers: message.headers ?? {},
        status: this.transport ? 'pending' : 'stored',
      })),
    );
    return ids;
  }

  /** Logs and starts delivering mails that store() put in a transaction that has committed. */
  queued(ids: readonly string[]): void {
    this.options.log.info({ mailIds: ids }, 'mail queued');
    this.kick();
  }

  /** Runs one delivery pass soon, coalescing concurrent requests. */
  kick(): void {
    if (this.transport) this.delivery.kick();
  }

  /** Delivers every due mail; returns how many were sent. */
  async deliverDue(): Promise<number> {
    if (!this.transport) return 0;
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return sent;
      for (const mail of batch) if (await this.deliver(mail)) sent += 1;
    }
  }

  start(intervalMs = 5_000): void {
    if (this.transport) this.delivery.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.delivery.stop();
  }

  async list(limit = 50): Promise<MailRow[]> {
    return this.options.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  }

  private async claim(): Promise<MailRow[]> {
    const lease = `${this.leaseMs} milliseconds`;
    const result = await this.options.db.execute(sql`
      update ${mailOutbox} set status = 'sending', next_attempt_at = now() + ${lease}::interval
      where id in (
        select id from ${mailOutbox}
        where status in ('pending', 'sending') and next_attempt_at <= now()
        order by next_attempt_at
        limit ${BATCH}
        for update skip locked
      )
      returning id`);
    const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
    if (ids.length === 0) return [];
    return this.options.db.query.mailOutbox.findMany({
      where: (mail, { inArray }) => inArray(mail.id, ids),
    });
  }

  private async deliver(mail: MailRow): Promise<boolean> {
    const attempts = mail.attempts + 1;
    try {
      await this.transport?.(mail, this.options.from);
      await this.options.db.execute(sql`
        update ${mailOutbox} set status = 'sent', attempts = ${attempts}, sent_at = now(), last_error = null
        where id = ${mail.id}`);
      this.options.log.info({ mailId: mail.id }, 'mail sent');
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = attempts >= this.maxAttempts;
      const delay = `${retryDelayMs(attempts)} milliseconds`;
      await this.options.db.execute(sql`
        update ${mailOutbox}
        set status = ${giveUp ? 'failed' : 'pending'}, attempts = ${attempts}, last_error = ${message.slice(0, 500)},
            next_attempt_at = now() + ${delay}::interval
        where id = ${mail.id}`);
      this.options.log.warn({ mailId: mail.id, attempts, giveUp, error: message }, 'mail delivery failed');
      return false;
    }
  }
}
