import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, reminderPreferences } from '../../src/db/schema';
import { addDays, localDateOf } from '../../src/lib/local-date';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fakes/whatsapp-server';
import { deliveriesOf, dispatcherFor, scheduleFor, whatsappOutboxTo } from './helpers';

const APP_SECRET = 'meta-app-secret-0123456789';
const VERIFY_TOKEN = 'verify-me-please';
let t: TestApp;
let meta: FakeWhatsApp; // builds Meta's signed inbound deliveries
beforeAll(async () => {
  meta = await startFakeWhatsApp();
  t = await createTestApp({
    DEV_TOOLS: 'true',
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  });
});
afterAll(async () => {
  await t.close();
  await meta.close();
});

let phoneCounter = 0;
async function dueLearner() {
  const learner = await createLearner(t.app, { timeZone: 'Asia/Kolkata' });
  // The sign-up's welcome mail is not what these tests count: only reminder mail goes to this address.
  await t.database.db.delete(mailOutbox).where(eq(mailOutbox.to, learner.email));
  const digits = `9197${String(Date.now()).slice(-6)}${String((phoneCounter += 1)).padStart(2, '0')}`;
  const due = await scheduleFor(t, learner, { email: learner.email, phone: `+${digits}` });
  return { learner, digits, due };
}
const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const prefsOf = async (userId: string) =>
  (await t.database.db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId)))[0];
const tomorrow = (due: Date) => new Date(due.getTime() + 86_400_000);

describe('one-click unsubscribe', () => {
  it('GET shows a confirmation page and changes nothing; POST (RFC 8058) unsubscribes; no more mails, WhatsApp goes on', async () => {
    const { learner, digits, due } = await dueLearner();
    await dispatcherFor(t).runOnce(due);
    const [mail] = await mailsTo(learner.email);
    expect(mail?.status).toBe('stored'); // the outbox: no SMTP configured
    const link = /^<(https:\/\/learn\.example\.test(\/api\/dailyreminder\/unsubscribe\?token=[^>]+))>$/.exec(
      mail?.headers['List-Unsubscribe'] ?? '',
    );
    expect(link).not.toBeNull();
    expect(mail?.text).toContain(`Unsubscribe: ${link?.[1]}`);
    const url = link?.[2] ?? '';

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Unsubscribe from reminder e-mails?');
    // The page's own inline style is allowed by its hash (an API answer's default-src 'none' blocked it).
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`style-src 'sha256-${hash}'`);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toMatch(
      /<form method="post" action="\/api\/dailyreminder\/unsubscribe\?token=[^"]+"><input[^>]+><button type="submit">Unsubscribe<\/button>/,
    );
    expect((await prefsOf(learner.userId))?.emailEnabled).toBe(true);

    // No login: the token in the URL is the authority.
    const oneClick = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    expect((await prefsOf(learner.userId))?.emailEnabled).toBe(false);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200); // again: still fine

    const saved = await t.app.inject({ method: 'GET', url: '/api/dailyreminder', headers: learner.auth });
    expect(
      json<{ preferences: { emailreminder: boolean; whatsappreminder: boolean } }>(saved).preferences,
    ).toMatchObject({
      emailreminder: false,
      whatsappreminder: true,
    });

    await dispatcherFor(t).runOnce(tomorrow(due));
    expect(await mailsTo(learner.email)).toHaveLength(1);
    expect(await whatsappOutboxTo(t.database.db, digits)).toHaveLength(2);
  });

  it('refuses a forged, truncated or missing token with a 400 page and changes nothing', async () => {
    const { learner, due } = await dueLearner();
    await dispatcherFor(t).runOnce(due);
    const [mail] = await mailsTo(learner.email);
    const token = /token=([^>]+)>/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const other = await createLearner(t.app);
    const forged = `${other.userId}${decodeURIComponent(token).slice(other.userId.length)}`;
    // The last one is longer than the query allows (200): the same page, not a JSON error or a 500.
    for (const bad of [
      forged,
      token.slice(0, -3),
      '',
      'abc',
      `${decodeURIComponent(token)}${'A'.repeat(300)}`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/dailyreminder/unsubscribe?token=${encodeURIComponent(bad)}`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain('This link does not work');
      }
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/dailyreminder/unsubscribe' })).statusCode).toBe(
      400,
    );
    expect((await prefsOf(learner.userId))?.emailEnabled).toBe(true);
  });
});

describe('WhatsApp STOP', () => {
  const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/dailyreminder/whatsapp/webhook',
      payload: delivery.payload,
      headers: delivery.headers,
    });

  it('turns WhatsApp reminders off for that number; e-mail goes on', async () => {
    const { learner, digits, due } = await dueLearner();
    await dispatcherFor(t).runOnce(due);
    expect(await whatsappOutboxTo(t.database.db, digits)).toHaveLength(1);

    const response = await deliver(meta.inbound([{ from: digits, text: '  Stop ' }], APP_SECRET));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ received: 1, optedOut: 1 });
    const prefs = await prefsOf(learner.userId);
    expect(prefs?.whatsappEnabled).toBe(false);
    expect(prefs?.whatsappOptedOutAt).toBeInstanceOf(Date);

    await dispatcherFor(t).runOnce(tomorrow(due));
    expect(await whatsappOutboxTo(t.database.db, digits)).toHaveLength(1);
    expect(await mailsTo(learner.email)).toHaveLength(2);
    const dates = (await deliveriesOf(t.database.db, learner.userId)).map(
      (row) => `${row.channel} ${row.localDate}`,
    );
    const today = localDateOf(due, 'Asia/Kolkata');
    expect(dates.sort()).toEqual(
      [`email ${addDays(today, 1)}`, `email ${today}`, `whatsapp ${today}`].sort(),
    );
  });

  it('cancels a WhatsApp reminder recorded but not yet sent', async () => {
    const { learner, digits, due } = await dueLearner();
    await dispatcherFor(t).scheduleDue(due);
    await deliver(meta.inbound([{ from: digits, text: 'STOP' }], APP_SECRET));
    await dispatcherFor(t).deliverWhatsApp(due);
    expect(await whatsappOutboxTo(t.database.db, digits)).toHaveLength(0);
    const whatsapp = (await deliveriesOf(t.database.db, learner.userId)).find(
      (row) => row.channel === 'whatsapp',
    );
    expect(whatsapp?.status).toBe('cancelled');
  });

  it('ignores other texts', async () => {
    const { learner, digits } = await dueLearner();
    const response = await deliver(
      meta.inbound(
        [
          { from: digits, text: 'stop sending me the quiz' },
          { from: digits, text: 'Hi' },
        ],
        APP_SECRET,
      ),
    );
    expect(json(response)).toEqual({ received: 2, optedOut: 0 });
    expect((await prefsOf(learner.userId))?.whatsappEnabled).toBe(true);
  });

  it('refuses a delivery whose signature does not match the raw bytes (401) and changes nothing', async () => {
    const { learner, digits } = await dueLearner();
    const good = meta.inbound([{ from: digits, text: 'STOP' }], APP_SECRET);
    const reserialised = JSON.stringify(JSON.parse(good.payload), null, 2);
    const cases = [
      {
        payload: good.payload,
        headers: { ...good.headers, 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      },
      { payload: good.payload, headers: { 'content-type': 'application/json' } },
      { payload: reserialised, headers: good.headers },
      meta.inbound([{ from: digits, text: 'STOP' }], 'another-secret'),
    ];
    for (const delivery of cases) {
      const response = await deliver(delivery);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ error: 'Invalid webhook signature.' });
    }
    expect((await prefsOf(learner.userId))?.whatsappEnabled).toBe(true);
  });

  it("answers Meta's verification handshake only with the right verify token", async () => {
    const handshake = (token: string, mode = 'subscribe') =>
      t.app.inject({
        method: 'GET',
        url: `/api/dailyreminder/whatsapp/webhook?hub.mode=${mode}&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await handshake(VERIFY_TOKEN);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toContain('text/plain');
    expect((await handshake('wrong')).statusCode).toBe(403);
    expect(json(await handshake('wrong'))).toEqual({
      error: 'The webhook verification token does not match.',
    });
    expect((await handshake(VERIFY_TOKEN, 'unsubscribe')).statusCode).toBe(403);
  });
});

describe('development outbox', () => {
  it('lists WhatsApp messages next to mails', async () => {
    const { digits, due } = await dueLearner();
    await dispatcherFor(t).runOnce(due);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).toContain(`WhatsApp to +${digits}`);
    const api = json<{ whatsapp: Array<{ to: string; parameters: string[] }> }>(
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox' }),
    );
    expect(api.whatsapp.find((message) => message.to === digits)?.parameters).toEqual(['Asha', 'React', '0']);
  });
});
