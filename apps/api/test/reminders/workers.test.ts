import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { reminderPreferences } from '../../src/db/schema';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { confirmAddresses, deliveriesOf, saveReminder, validPrefs } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A learner whose reminder fell due a minute ago. */
async function overdueLearner() {
  const learner = await createLearner(t.app);
  await confirmAddresses(t.database.db, learner.userId, validPrefs({ email: learner.email }));
  await saveReminder(t, learner, validPrefs({ email: learner.email }));
  await t.database.db
    .update(reminderPreferences)
    .set({ nextDueAt: new Date(Date.now() - 60_000) })
    .where(eq(reminderPreferences.userId, learner.userId));
  return learner;
}

/** Another instance of the server on the same database, with background workers. */
async function instance(remindersEnabled: boolean) {
  const app = await buildApp({
    config: { ...t.config, REMINDERS_ENABLED: remindersEnabled },
    database: t.database,
    workers: true,
    logger: false,
  });
  await app.ready();
  return app;
}

const settle = async (check: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end && !(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('the dispatcher inside the server', () => {
  it('runs on an instance with workers when REMINDERS_ENABLED is on (the default)', async () => {
    const learner = await overdueLearner();
    const app = await instance(true);
    try {
      await settle(async () => (await deliveriesOf(t.database.db, learner.userId)).length === 2, 10_000);
    } finally {
      await app.close();
    }
    expect((await deliveriesOf(t.database.db, learner.userId)).map((row) => row.channel).sort()).toEqual([
      'email',
      'whatsapp',
    ]);
  });

  it('does not run on a web-only instance (REMINDERS_ENABLED=false), nor without workers', async () => {
    const learner = await overdueLearner();
    const app = await instance(false);
    try {
      await settle(async () => (await deliveriesOf(t.database.db, learner.userId)).length > 0, 1_500);
    } finally {
      await app.close();
    }
    expect(await deliveriesOf(t.database.db, learner.userId)).toEqual([]); // t.app itself has no workers either
  });

  it('documents every reminder route in the OpenAPI document', async () => {
    const doc = json<{ paths: Record<string, unknown> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/dailyreminder/',
        '/api/dailyreminder/set-reminder',
        '/api/dailyreminder/unsubscribe',
        '/api/dailyreminder/whatsapp/webhook',
      ]),
    );
  });
});

describe('an instance without WhatsApp webhook secrets', () => {
  it('answers 503 with a clear message rather than accepting unsigned deliveries; the handshake is 404', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/dailyreminder/whatsapp/webhook',
      payload: { entry: [] },
    });
    expect(post.statusCode).toBe(503);
    expect(json(post)).toEqual({
      error: 'The WhatsApp webhook is not configured: WHATSAPP_APP_SECRET is not set.',
    });
    const handshake = await t.app.inject({
      method: 'GET',
      url: '/api/dailyreminder/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
    });
    // No verify token configured: there is no handshake to answer (decision 018).
    expect(handshake.statusCode).toBe(404);
  });
});
