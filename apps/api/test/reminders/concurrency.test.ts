import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../../src/db/client';
import {
  mailOutbox,
  reminderDeliveries,
  reminderPreferences,
  users,
  whatsappOutbox,
} from '../../src/db/schema';
import { Mailer } from '../../src/modules/mail/mailer';
import { localDateOf } from '../../src/lib/local-date';
import { createReminderDispatcher } from '../../src/modules/reminders/create-dispatcher';
import { metaProvider } from '../../src/modules/reminders/whatsapp/meta';
import { INTERRUPTED_ERROR } from '../../src/modules/reminders/whatsapp-delivery';
import { createTestApp, type TestApp } from '../helpers/app';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fakes/whatsapp-server';
import { confirmAddresses, dispatcherFor } from './helpers';

let t: TestApp;
let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await meta.close();
});

let batch = 0;
/**
 * Fixture: `count` learners whose reminder is due at `due` (inserted directly: hundreds of sign-ups
 * through argon2 would only slow the test down). Each has their own e-mail and WhatsApp number.
 */
async function seedDueLearners(count: number, due: Date): Promise<{ ids: string[]; phones: string[] }> {
  batch += 1;
  const people = Array.from({ length: count }, (_v, i) => ({
    name: `Learner ${batch}-${i}`,
    email: `race.${batch}.${i}.${Date.now()}@example.com`,
    trialEndsAt: new Date(due.getTime() + 7 * 86_400_000),
    // Verified accounts: their e-mail needs no second confirmation (decision 018).
    emailVerifiedAt: due,
  }));
  const inserted = await t.database.db
    .insert(users)
    .values(people)
    .returning({ id: users.id, email: users.email });
  const phones = inserted.map(
    (_row, i) => `447700${String(batch).padStart(3, '0')}${String(i).padStart(3, '0')}`,
  );
  await t.database.db.insert(reminderPreferences).values(
    inserted.map((row, i) => ({
      userId: row.id,
      emailEnabled: true,
      whatsappEnabled: true,
      email: row.email,
      phone: `+${phones[i]}`,
      phoneDigits: phones[i] ?? '',
      reminderTime: '08:00',
      userName: `Learner ${i}`,
      courseTopic: 'Python',
      timeZone: 'Europe/London',
      nextDueAt: due,
      dueLocalDate: localDateOf(due, 'Europe/London'),
    })),
  );
  for (const [i, row] of inserted.entries())
    await confirmAddresses(t.database.db, row.id, { phone: phones[i] ?? '' });
  return { ids: inserted.map((row) => row.id), phones };
}

const count = async (db: Database, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0);
const perLearner = (ids: string[]) =>
  t.database.db
    .select({
      userId: reminderDeliveries.userId,
      channel: reminderDeliveries.channel,
      n: sql<number>`count(*)::int`,
    })
    .from(reminderDeliveries)
    .where(inArray(reminderDeliveries.userId, ids))
    .groupBy(reminderDeliveries.userId, reminderDeliveries.channel);

describe('several dispatchers on one database', () => {
  it('two dispatchers racing send each learner exactly one mail and one WhatsApp message', async () => {
    const due = new Date('2030-06-03T07:00:30Z'); // 08:00 in London (BST)
    const { ids, phones } = await seedDueLearners(60, due);
    // On PostgreSQL the second dispatcher is a second instance: its own connection pool and mailer.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-second-'));
    const second =
      t.database.kind === 'postgres'
        ? await openDatabase({ databaseUrl: t.config.DATABASE_URL, dataDir, poolSize: 4 })
        : t.database;
    try {
      const mailer = new Mailer({ db: second.db, log: t.app.log, from: t.config.MAIL_FROM });
      const a = dispatcherFor(t, { batchSize: 7 });
      const b = createReminderDispatcher(
        { config: t.config, db: second.db, mailer, log: t.app.log },
        { batchSize: 5 },
      );
      const reports = await Promise.all([a.runOnce(due), b.runOnce(due), a.runOnce(due), b.runOnce(due)]);
      expect(reports.reduce((sum, report) => sum + report.emails, 0)).toBe(60);
      expect(reports.reduce((sum, report) => sum + report.whatsapp, 0)).toBe(60);
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(60);
    } finally {
      if (second !== t.database) await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const rows = await perLearner(ids);
    expect(rows).toHaveLength(120);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    const emails = await t.database.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(sql`${mailOutbox.to} like ${`race.${batch}.%`}`);
    expect(emails).toHaveLength(60);
    expect(new Set(emails.map((mail) => mail.to)).size).toBe(60);
    const messages = await t.database.db
      .select({ to: whatsappOutbox.to })
      .from(whatsappOutbox)
      .where(inArray(whatsappOutbox.to, phones));
    expect(messages).toHaveLength(60);
    expect(new Set(messages.map((message) => message.to)).size).toBe(60);
  });
});

describe('the unique key per learner, channel and local date', () => {
  it('holds even when a learner falls due again the same day (e.g. re-saved a later time after today’s reminder)', async () => {
    const due = new Date('2030-07-01T07:00:30Z');
    const { ids, phones } = await seedDueLearners(3, due);
    await dispatcherFor(t).runOnce(due);
    expect(await perLearner(ids)).toHaveLength(6);
    await t.database.db
      .update(reminderPreferences)
      .set({ nextDueAt: new Date(due.getTime() + 3600_000), dueLocalDate: '2030-07-01' })
      .where(inArray(reminderPreferences.userId, ids));
    const again = await dispatcherFor(t).runOnce(new Date(due.getTime() + 3600_000 + 1000));
    expect(again).toMatchObject({ emails: 0, whatsapp: 0, sent: 0 });
    expect((await perLearner(ids)).every((row) => row.n === 1)).toBe(true);
    expect(
      await t.database.db.select().from(whatsappOutbox).where(inArray(whatsappOutbox.to, phones)),
    ).toHaveLength(3);
  });
});

describe('a dispatcher that dies mid-batch', () => {
  it('after recording deliveries but before sending any: a fresh dispatcher sends all of them, once', async () => {
    // A week after the race test: those learners' reminders fall due again and are dropped as too late.
    const due = new Date('2030-06-10T07:00:30Z');
    const { ids, phones } = await seedDueLearners(12, due);
    const meta1 = metaProvider({
      baseUrl: meta.url,
      phoneNumberId: meta.phoneNumberId,
      token: meta.token,
      template: 'daily_lesson_reminder',
      timeoutMs: 5000,
    });
    // The first process claims, records and queues, then dies before its sending step.
    const report = await dispatcherFor(t, { whatsapp: meta1, batchSize: 5 }).scheduleDue(due);
    expect(report).toMatchObject({ emails: 12, whatsapp: 12 });
    expect(
      meta.accepted.filter((request) => phones.includes((request.body as { to: string }).to)),
    ).toHaveLength(0);

    const restarted = dispatcherFor(t, { whatsapp: meta1 });
    await restarted.runOnce(new Date(due.getTime() + 60_000));
    await restarted.runOnce(new Date(due.getTime() + 120_000));
    const sent = meta.accepted
      .map((request) => (request.body as { to: string }).to)
      .filter((to) => phones.includes(to));
    expect(sent.sort()).toEqual([...phones].sort());
    expect((await perLearner(ids)).every((row) => row.n === 1)).toBe(true);
    const mails = await count(
      t.database.db,
      sql`select count(*)::int as n from mail_outbox m join reminder_deliveries d on d.mail_id = m.id where d.user_id in ${ids}`,
    );
    expect(mails).toBe(12);
  });

  it('hung mid-request: the rest are sent once after restart, the in-flight one is not sent again', async () => {
    const due = new Date('2030-06-17T07:00:30Z');
    const { ids, phones } = await seedDueLearners(5, due);
    const provider = metaProvider({
      baseUrl: meta.url,
      phoneNumberId: meta.phoneNumberId,
      token: meta.token,
      template: 'daily_lesson_reminder',
      timeoutMs: 60_000,
    });
    const acceptedForBatch = () =>
      meta.accepted.map((request) => (request.body as { to: string }).to).filter((to) => phones.includes(to));

    // The third request reaches Meta, then the process stops hearing back (killed, hung).
    meta.hangNext(2);
    const dead = dispatcherFor(t, { whatsapp: provider, concurrency: 1, leaseMs: 120_000 });
    const deadRun = dead.runOnce(due);
    const end = Date.now() + 10_000;
    while (acceptedForBatch().length < 3 && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(acceptedForBatch()).toHaveLength(3);

    // A fresh process starts after the lease: it sends the two never tried, and not the in-flight one.
    const restarted = dispatcherFor(t, { whatsapp: provider });
    const report = await restarted.runOnce(new Date(due.getTime() + 121_000));
    expect(report).toMatchObject({ sent: 2, failed: 1 });
    expect(acceptedForBatch().sort()).toEqual([...phones].sort());

    // The hung process wakes up late: it cannot overwrite what the new one recorded, nor send again.
    meta.release();
    await deadRun;
    expect(acceptedForBatch().sort()).toEqual([...phones].sort());
    const rows = await t.database.db
      .select()
      .from(reminderDeliveries)
      .where(inArray(reminderDeliveries.userId, ids));
    const whatsapp = rows.filter((row) => row.channel === 'whatsapp');
    expect(whatsapp.filter((row) => row.status === 'sent')).toHaveLength(4);
    expect(whatsapp.filter((row) => row.status === 'failed').map((row) => row.lastError)).toEqual([
      INTERRUPTED_ERROR,
    ]);
    expect(whatsapp.every((row) => row.attempts === 1)).toBe(true);
  });
});
