import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLearner, createTestApp } from '../helpers/app';
import { generate } from '../plan/helpers';
import { key, listOperations, urlOf, type Operation } from './support/operations';
import { sample } from './support/samples';

/**
 * No cache keeps an answer that carries an account's data or a token: every call made with a
 * bearer token, and every API answer that does not choose public caching itself, is `no-store`;
 * pages whose address holds a reset or verification token too. Public answers keep their caching.
 */
const PUBLIC_CACHING: Record<string, RegExp> = {
  'GET /api/config': /^public, max-age=\d+$/,
  'GET /api/stats/public': /^public, max-age=\d+$/,
  'GET /api/certificates/{id}': /^no-cache$/,
};

// A web build of three files is enough to see the caching of pages and hashed assets.
const web = mkdtempSync(path.join(os.tmpdir(), 'pathwise-cache-web-'));
mkdirSync(path.join(web, 'assets'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Pathwise</title>');
writeFileSync(path.join(web, 'landing.html'), '<!doctype html><title>Pathwise</title>');
writeFileSync(path.join(web, 'assets', 'app-3f2a1b.js'), 'console.log(1)');

const t = await createTestApp({
  DEV_TOOLS: 'true',
  WEB_DIST_DIR: web,
  RATE_LIMIT_AUTH_PER_IP: '100000',
  RATE_LIMIT_AUTH_PER_ACCOUNT: '100000',
  RAZORPAY_WEBHOOK_SECRET: 'cache-webhook-secret',
  WHATSAPP_APP_SECRET: 'cache-whatsapp-secret',
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const learner = await createLearner(t.app, { name: 'Asha Cache' });
await generate(t.app, learner, { goal: 'Learn Python', duration: '30', experience: 'Beginner' });
await t.app.plans.background.drain();
const operations = await listOperations(t.app);

function call(operation: Operation, headers: Record<string, string>) {
  const values: Record<string, string> = {};
  for (const param of operation.params.filter((item) => item.in === 'path'))
    values[param.name] = /^user_?id$/i.test(param.name)
      ? learner.userId
      : String(sample(param.schema, param.name));
  const body = operation.body ? sample(operation.body) : undefined;
  return t.app.inject({
    method: operation.method,
    url: urlOf(operation, values),
    headers,
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
}

// Account deletion and log-out would end the session the other calls use: they run last.
const ending = (operation: Operation) =>
  /delete|logout/i.test(key(operation)) || operation.method === 'DELETE';
const ordered = [...operations.filter((operation) => !ending(operation)), ...operations.filter(ending)];

describe('every API call made with a bearer token answers Cache-Control: no-store', () => {
  it.each(ordered.map((operation) => [key(operation), operation] as const))(
    '%s',
    async (_name, operation) => {
      const response = await call(operation, learner.auth);
      // no-store, alone or with "private" / "no-transform" that a route chose.
      expect(
        String(response.headers['cache-control']),
        `${key(operation)} answered ${response.statusCode}`,
      ).toMatch(/\bno-store\b/);
    },
  );
});

describe('API answers without a token', () => {
  it.each(operations.map((operation) => [key(operation), operation] as const))(
    '%s is no-store unless it is public and chose its caching',
    async (_name, operation) => {
      const response = await call(operation, {});
      const expected = PUBLIC_CACHING[key(operation)];
      const header = String(response.headers['cache-control']);
      if (expected && response.statusCode === 200) expect(header).toMatch(expected);
      else expect(header, `${key(operation)} answered ${response.statusCode}`).toMatch(/no-store/);
    },
  );

  it('token-bearing calls are no-store: reset, verify, unsubscribe, the WhatsApp handshake', async () => {
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/auth/reset-password',
        payload: { token: 'a'.repeat(43), password: 'a new long passphrase' },
      },
      { method: 'POST' as const, url: '/api/auth/verify-email', payload: { token: 'a'.repeat(43) } },
      { method: 'GET' as const, url: '/api/dailyreminder/unsubscribe?token=abc.def' },
      { method: 'POST' as const, url: '/api/dailyreminder/unsubscribe?token=abc.def' },
      {
        method: 'GET' as const,
        url: '/api/dailyreminder/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
      },
    ];
    for (const options of calls) {
      const response = await t.app.inject(options);
      expect(
        String(response.headers['cache-control']),
        `${options.method} ${options.url}: ${response.statusCode}`,
      ).toMatch(/no-store/);
    }
  });

  it('the certificate download for its owner is no-store', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/certificate/generate-certificate',
      headers: learner.auth,
      payload: { name: 'Asha Cache' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('pages and assets', () => {
  it('keeps hashed assets cacheable for a year and pages revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/about', '/login']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never caches a page whose address holds a reset or verification token', async () => {
    for (const url of ['/reset-password/secret-reset-token', '/verify-email/secret-verify-token']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.headers['cache-control'], url).toBe('no-store');
    }
  });
});
