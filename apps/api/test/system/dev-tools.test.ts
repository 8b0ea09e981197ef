import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env';
import { DEV_TOOLS_LOOPBACK_HOST, DEV_TOOLS_LOOPBACK_ONLY } from '../../src/routes/system/dev-tools';
import { generateCertificate, learnerWithPlan } from '../certificate/helpers';
import { createTestApp, json, type TestApp } from '../helpers/app';
import { answerQuiz, itemsOf, reviewToday, todayQuiz } from '../review/helpers';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'pathwise-devtools-'));
const DEV_PATHS = [
  ['GET', '/api/dev/outbox'],
  ['POST', '/api/dev/complete-plan'],
  ['POST', '/api/dev/expire-trial'],
  ['POST', '/api/dev/review-due'],
] as const;

describe('developer tools are off by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development' });
  });
  afterAll(async () => t.close());

  it('registers no developer route and says so in /api/config', async () => {
    for (const [method, url] of DEV_PATHS) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
    }
    const outboxPage = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(outboxPage.body).not.toContain('Outbox (development only)');
    expect(json(await t.app.inject({ method: 'GET', url: '/api/config' }))).toMatchObject({
      devOutbox: false,
    });
  });

  it('listens on loopback outside production unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = {
      NODE_ENV: 'production',
      APP_URL: 'https://learn.example.com',
      PAYMENT_PROVIDER: 'sandbox',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).host).toBe('0.0.0.0');
  });

  it('refuses DEV_TOOLS with NODE_ENV=production at start-up', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        APP_URL: 'https://learn.example.com',
        PAYMENT_PROVIDER: 'sandbox',
        DEV_TOOLS: 'true',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /DEV_TOOLS: developer tools can never be switched on when NODE_ENV is production/,
    );
  });
});

describe('developer tools switched on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development', DEV_TOOLS: 'true' });
  });
  afterAll(async () => t.close());

  it('answer loopback clients', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(200);
    const v6 = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '::1' });
    expect(v6.body).toContain('Outbox (development only)');
  });

  it('refuse any other client, and any request that came through a proxy', async () => {
    for (const [method, url] of [...DEV_PATHS, ['GET', '/dev/outbox'] as const]) {
      const remote = await t.app.inject({ method, url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode, url).toBe(403);
      expect(json(remote).error).toBe(DEV_TOOLS_LOOPBACK_ONLY);
      const proxied = await t.app.inject({
        method,
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(proxied.statusCode, url).toBe(403);
    }
    const lanV4Mapped = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '::ffff:192.0.2.9',
    });
    expect(lanV4Mapped.statusCode).toBe(403);
  });

  it('refuse a page on another name that resolves to loopback (DNS rebinding), from a loopback peer', async () => {
    for (const [method, url] of [...DEV_PATHS, ['GET', '/dev/outbox'] as const]) {
      for (const host of [
        'rebind.attacker.example:3000',
        'localhost.attacker.example',
        '127.0.0.1.nip.example',
        '10.0.0.5:3000',
      ]) {
        const rebound = await t.app.inject({ method, url, remoteAddress: '127.0.0.1', headers: { host } });
        expect(rebound.statusCode, `${url} ${host}`).toBe(403);
        expect(json(rebound).error).toBe(DEV_TOOLS_LOOPBACK_HOST);
      }
    }
    for (const host of [
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'LOCALHOST',
      'app.localhost:5173',
    ]) {
      const local = await t.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        remoteAddress: '127.0.0.1',
        headers: { host },
      });
      expect(local.statusCode, host).toBe(200);
    }
  });

  it('mark a certificate over finished-by-tool days as a test certificate, shown marked as one', async () => {
    const learner = await learnerWithPlan(t.app);
    const seeded = await t.app.inject({
      method: 'POST',
      url: '/api/dev/complete-plan',
      headers: learner.auth,
    });
    expect(seeded.statusCode).toBe(200);
    const pdf = await generateCertificate(t.app, learner, { name: 'Asha' });
    expect(pdf.statusCode).toBe(200);
    const id = pdf.headers['x-certificate-id'] as string;
    const verify = await t.app.inject({ method: 'GET', url: `/api/certificates/${id}` });
    expect(verify.statusCode).toBe(200);
    expect(json(verify)).toMatchObject({ id, name: 'Asha', daysCompleted: 30, testOnly: true });
  });

  it('bring the caller’s review items due now, their last review moved back by the same span', async () => {
    const learner = await learnerWithPlan(t.app);
    const { day, quiz } = await todayQuiz(t.app, learner);
    const question = quiz[0]!;
    await answerQuiz(t.app, learner, {
      question: question.question,
      userAnswer: question.answer,
      lessonDay: day,
    });
    const [before] = await itemsOf(t.database.db, learner.userId);
    expect(json(await reviewToday(t.app, learner))).toMatchObject({ dueCount: 0 });

    const moved = await t.app.inject({ method: 'POST', url: '/api/dev/review-due', headers: learner.auth });
    expect(json(moved)).toMatchObject({ items: 1 });
    const [after] = await itemsOf(t.database.db, learner.userId);
    const span = before!.due.getTime() - after!.due.getTime();
    expect(span).toBeGreaterThan(86_400_000);
    expect(before!.lastReview!.getTime() - after!.lastReview!.getTime()).toBe(span);
    expect(json(await reviewToday(t.app, learner))).toMatchObject({ dueCount: 1 });
  });
});
