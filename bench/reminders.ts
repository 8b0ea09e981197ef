/**
 * Reminders benchmark: 10,000 learners due at the same instant, outbox channels (mail_outbox and
 * whatsapp_outbox), then two dispatchers at once on one database: time to dispatch everyone, and
 * zero duplicates. Embedded PGlite by default; PostgreSQL (two separate processes) when
 * TEST_DATABASE_URL or DATABASE_URL names a server (a fresh database is created and dropped).
 *
 *   npx tsx bench/reminders.ts              (from the repository root)
 *   LEARNERS=2000 npx tsx bench/reminders.ts
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { openDatabase, rowsOf, type DatabaseHandle } from '../apps/api/src/db/client';
import { Mailer } from '../apps/api/src/modules/mail/mailer';
import { localDateOf } from '../apps/api/src/lib/local-date';
import { ReminderDispatcher, type DispatchReport } from '../apps/api/src/modules/reminders/dispatcher';
import { outboxProvider } from '../apps/api/src/modules/reminders/whatsapp/outbox';

const LEARNERS = Number(process.env.LEARNERS ?? 10_000);
const SERVER_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
/** The instant everyone is due; each zone's reminder time is its wall time then. */
const DUE = new Date('2030-03-04T03:30:00Z');
const ZONES = ['Asia/Kolkata', 'America/New_York', 'Pacific/Auckland', 'Europe/London'];
const log = pino({ level: 'silent' });
const secret = new TextEncoder().encode(randomBytes(32).toString('hex'));

function dispatcherOn(database: DatabaseHandle): ReminderDispatcher {
  return new ReminderDispatcher({
    db: database.db,
    mailer: new Mailer({ db: database.db, log, from: 'Pathwise <no-reply@pathwise.local>' }),
    whatsapp: outboxProvider('daily_lesson_reminder'),
    appUrl: 'https://learn.example.com',
    jwtSecret: secret,
    log,
  });
}

const wallTime = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(DUE);

/** 10,000 learners in 4 zones, each with an active 30-day plan and yesterday's lesson done (streak 1). */
async function seed(database: DatabaseHandle): Promise<void> {
  const outline = Object.fromEntries(
    Array.from({ length: 30 }, (_v, i) => [
      String(i + 1),
      { topicName: `Topic ${i + 1}`, quiz: ['Why?'], project: 'Build it', exercise: 'Try it' },
    ]),
  );
  const zones = ZONES.map(
    (zone, index) =>
      sql`(${index}::int, ${zone}::text, ${wallTime(zone)}::text, ${localDateOf(DUE, zone)}::date)`,
  );
  await database.db.execute(sql`
    with z(n, zone, at, d) as (values ${sql.join(zones, sql`, `)}),
    u as (
      insert into users (name, email, trial_ends_at, time_zone)
      select 'Learner ' || g, 'bench.' || g || '@example.com', now() + interval '7 days', (select zone from z where n = g % 4)
      from generate_series(1, ${LEARNERS}::int) g
      returning id, email, time_zone
    )
    insert into reminder_preferences (user_id, email_enabled, whatsapp_enabled, email, phone, phone_digits,
      reminder_time, user_name, course_topic, time_zone, next_due_at, due_local_date)
    select u.id, true, true, u.email, '+' || (447000000000 + row_number() over ())::text, (447000000000 + row_number() over ())::text,
      z.at, 'Learner', 'React', u.time_zone, ${DUE.toISOString()}::timestamptz, z.d
    from u join z on z.zone = u.time_zone`);
  await database.db.execute(sql`
    insert into learning_plans (user_id, goal, experience, duration, outline)
    select user_id, 'REACT', 'Beginner', 30, ${JSON.stringify(outline)}::jsonb from reminder_preferences`);
  await database.db.execute(sql`
    insert into lesson_completions (plan_id, user_id, day, local_date)
    select p.id, p.user_id, 1, r.due_local_date - 1 from learning_plans p join reminder_preferences r on r.user_id = p.user_id`);
}

async function duplicates(database: DatabaseHandle) {
  const one = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await database.db.execute(query))[0]?.n ?? 0);
  return {
    mails: await one(sql`select count(*)::int as n from mail_outbox where "to" like 'bench.%'`),
    whatsapp: await one(sql`select count(*)::int as n from whatsapp_outbox`),
    duplicateMails: await one(
      sql`select count(*)::int as n from (select "to" from mail_outbox group by "to" having count(*) > 1) d`,
    ),
    duplicateWhatsApp: await one(
      sql`select count(*)::int as n from (select "to" from whatsapp_outbox group by "to" having count(*) > 1) d`,
    ),
    learnersWithout: await one(sql`select count(*)::int as n from reminder_preferences r where not exists
      (select 1 from reminder_deliveries d where d.user_id = r.user_id and d.channel = 'whatsapp')`),
    stillDue: await one(
      sql`select count(*)::int as n from reminder_preferences where next_due_at <= ${DUE.toISOString()}::timestamptz`,
    ),
  };
}

/** A fresh database: a PGlite directory, or a new database on the PostgreSQL server. */
async function freshDatabase(): Promise<{
  database: DatabaseHandle;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (!SERVER_URL) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-bench-'));
    const database = await openDatabase({ dataDir: dir });
    return { database, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `pw_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Child-process mode: one more instance on the same PostgreSQL database. */
async function worker(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
  const started = performance.now();
  const report = await dispatcherOn(database).runOnce(DUE);
  process.stdout.write(JSON.stringify({ ...report, ms: performance.now() - started }));
  await database.close();
}

const runInProcess = (url: string) =>
  new Promise<DispatchReport & { ms: number }>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--worker', url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as DispatchReport & { ms: number })
        : reject(new Error(`worker exited ${code}`)),
    );
  });

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const kind = SERVER_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(`Reminders benchmark: ${LEARNERS} learners due at once, outbox channels, ${kind}`);
  console.log(
    `Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
  );

  // 1. One instance.
  const single = await freshDatabase();
  try {
    await seed(single.database);
    const dispatcher = dispatcherOn(single.database);
    const started = performance.now();
    const scheduled = await dispatcher.scheduleDue(DUE);
    const scheduledMs = performance.now() - started;
    const delivered = await dispatcher.deliverWhatsApp(DUE);
    const totalMs = performance.now() - started;
    const check = await duplicates(single.database);
    console.log('One instance');
    console.log(
      `  claim + record + queue mail: ${seconds(scheduledMs)} (${scheduled.emails} mails, ${scheduled.whatsapp} WhatsApp recorded)`,
    );
    console.log(
      `  WhatsApp outbox:             ${seconds(totalMs - scheduledMs)} (${delivered.sent} stored)`,
    );
    console.log(`  total: ${seconds(totalMs)} = ${Math.round(LEARNERS / (totalMs / 1000))} learners/s`);
    console.log(`  check: ${JSON.stringify(check)}\n`);
  } finally {
    await single.database.close();
    await single.drop();
  }

  // 2. Two instances on one database.
  const shared = await freshDatabase();
  try {
    await seed(shared.database);
    const started = performance.now();
    let reports: Array<DispatchReport & { ms?: number }>;
    let how: string;
    if (shared.url) {
      how = 'two processes, each with its own connection pool';
      reports = await Promise.all([runInProcess(shared.url), runInProcess(shared.url)]);
    } else {
      how = 'two dispatcher objects (PGlite is one process)';
      reports = await Promise.all([
        dispatcherOn(shared.database).runOnce(DUE),
        dispatcherOn(shared.database).runOnce(DUE),
      ]);
    }
    const totalMs = performance.now() - started;
    const check = await duplicates(shared.database);
    console.log(`Two instances (${how})`);
    reports.forEach((report, index) =>
      console.log(
        `  instance ${index + 1}: ${report.emails} mails, ${report.sent} WhatsApp${report.ms ? ` in ${seconds(report.ms)}` : ''}`,
      ),
    );
    console.log(
      `  total: ${seconds(totalMs)}${shared.url ? ' (wall time, including starting both processes)' : ''}`,
    );
    console.log(`  check: ${JSON.stringify(check)}`);
    const ok =
      check.duplicateMails === 0 &&
      check.duplicateWhatsApp === 0 &&
      check.mails === LEARNERS &&
      check.whatsapp === LEARNERS;
    console.log(`  ${ok ? 'OK: zero duplicates, nobody missed' : 'FAILED'}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await shared.database.close();
    await shared.drop();
  }
}

if (process.argv[2] === '--worker') await worker(process.argv[3] ?? '');
else await main();
