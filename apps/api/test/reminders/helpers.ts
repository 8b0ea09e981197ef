import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { PlanOutline, SetReminderResponse } from '@pathwise/contract';
import { asc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../src/db/client';
import {
  learningPlans,
  lessonCompletions,
  reminderAddressConfirmations,
  reminderDeliveries,
  whatsappOutbox,
} from '../../src/db/schema';
import type { DispatcherOptions } from '../../src/modules/reminders/dispatcher';
import { createReminderDispatcher } from '../../src/modules/reminders/create-dispatcher';
import type { Learner, TestApp } from '../helpers/app';

export const validPrefs = (overrides: Record<string, unknown> = {}) => ({
  emailreminder: true,
  whatsappreminder: true,
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  reminderTime: '09:00',
  userName: 'Asha',
  courseTopic: 'React',
  timeZone: 'Asia/Kolkata',
  ...overrides,
});

export const saveReminder = (t: TestApp, learner: Learner | null, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dailyreminder/set-reminder',
    headers: learner?.auth ?? {},
    payload: body,
  });

/**
 * Marks the addresses as confirmed by their owners (double opt-in, decision 018), as if the links had
 * been opened: tests about sending start from confirmed addresses; confirmation.test.ts covers the links.
 */
export async function confirmAddresses(
  db: Database,
  userId: string,
  prefs: { email?: unknown; phone?: unknown },
) {
  const now = new Date();
  const rows = [
    ['email', typeof prefs.email === 'string' ? prefs.email.trim().toLowerCase() : ''],
    ['whatsapp', typeof prefs.phone === 'string' ? prefs.phone.replace(/\D/g, '') : ''],
  ] as const;
  const values = rows
    .filter(([, address]) => address !== '')
    .map(([channel, address]) => ({
      userId,
      channel,
      address,
      tokenHash: randomUUID(),
      expiresAt: now,
      sentAt: now,
      confirmedAt: now,
    }));
  if (values.length > 0) await db.insert(reminderAddressConfirmations).values(values).onConflictDoNothing();
}

/**
 * Saves preferences through the API (their addresses confirmed first, so no confirmation link goes out)
 * and returns the instant just after the first reminder falls due.
 */
export async function scheduleFor(
  t: TestApp,
  learner: Learner,
  overrides: Record<string, unknown> = {},
): Promise<Date> {
  await confirmAddresses(t.database.db, learner.userId, validPrefs(overrides));
  const response = await saveReminder(t, learner, validPrefs(overrides));
  if (response.statusCode !== 200) throw new Error(`set-reminder failed: ${response.body}`);
  const { nextReminderAt } = response.json<SetReminderResponse>();
  if (!nextReminderAt) throw new Error('nothing scheduled');
  return new Date(new Date(nextReminderAt).getTime() + 1000);
}

export const dispatcherFor = (t: TestApp, overrides: Partial<DispatcherOptions> = {}) =>
  createReminderDispatcher(
    { config: t.config, db: t.database.db, mailer: t.app.mailer, log: t.app.log },
    overrides,
  );

export const deliveriesOf = (db: Database, userId: string) =>
  db
    .select()
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.userId, userId))
    .orderBy(asc(reminderDeliveries.localDate));

export const whatsappOutboxTo = (db: Database, digits: string) =>
  db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to, digits));

/** Fixture: an active plan with the given day topics (lessons are generated on demand, so none stored). */
export async function seedPlan(db: Database, userId: string, topics: string[]): Promise<string> {
  const outline: PlanOutline = Object.fromEntries(
    topics.map((topicName, index) => [
      String(index + 1),
      { topicName, quiz: ['Why?'], project: 'Build it', exercise: 'Try it' },
    ]),
  );
  const [plan] = await db
    .insert(learningPlans)
    .values({ userId, goal: 'REACT', experience: 'Beginner', duration: topics.length, outline })
    .returning({ id: learningPlans.id });
  if (!plan) throw new Error('plan not inserted');
  return plan.id;
}

export const seedCompletion = (
  db: Database,
  planId: string,
  userId: string,
  day: number,
  localDate: string,
) => db.insert(lessonCompletions).values({ planId, userId, day, localDate });

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP peer on loopback that can refuse mail (an outage). */
export function startSmtp() {
  const received: ReceivedMail[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (refuse) return callback(new Error('451 try again later'));
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  return {
    received,
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    setRefuse: (value: boolean) => (refuse = value),
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Unfolds and decodes a raw message enough to read headers and quoted-printable text. */
export function readMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1]?.trim();
  const body = rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { header, body };
}
