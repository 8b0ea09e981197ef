import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env';
import { redactUrl } from '../../src/lib/log-redaction';
import { createTestApp, type TestApp } from '../helpers/app';

const APP_SECRET = 'meta-app-secret-for-signatures';
const VERIFY_TOKEN = 'its-own-verify-token-0123456789';
const handshakeUrl = (token: string) =>
  `/api/dailyreminder/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`;

describe('the WhatsApp verify token is its own secret (decision 018)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WHATSAPP_APP_SECRET: APP_SECRET });
  });
  afterAll(() => t.close());

  it('the app secret does not answer the handshake when WHATSAPP_VERIFY_TOKEN is unset: 404 naming it, not the challenge', async () => {
    const response = await t.app.inject({ method: 'GET', url: handshakeUrl(APP_SECRET) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'The WhatsApp webhook is not configured: WHATSAPP_VERIFY_TOKEN is not set.',
    });
    expect(response.body).not.toContain('1158201444');
  });

  it('refuses a verify token equal to the app secret or the JWT secret, or shorter than 16 characters, at start', () => {
    const base = { NODE_ENV: 'test', WHATSAPP_APP_SECRET: APP_SECRET };
    expect(() => loadConfig({ ...base, WHATSAPP_VERIFY_TOKEN: APP_SECRET })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, WHATSAPP_VERIFY_TOKEN: APP_SECRET })).toThrow(
      /WHATSAPP_VERIFY_TOKEN: must be its own secret/,
    );
    const jwt = 'x'.repeat(40);
    expect(() => loadConfig({ ...base, JWT_SECRET: jwt, WHATSAPP_VERIFY_TOKEN: jwt })).toThrow(
      /WHATSAPP_VERIFY_TOKEN/,
    );
    expect(() => loadConfig({ ...base, WHATSAPP_VERIFY_TOKEN: 'short' })).toThrow(
      /WHATSAPP_VERIFY_TOKEN: must be at least 16 characters/,
    );
    expect(loadConfig({ ...base, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN }).WHATSAPP_VERIFY_TOKEN).toBe(
      VERIFY_TOKEN,
    );
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await createTestApp(
      { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN, LOG_LEVEL: 'info' },
      { logger: true, logStream: stream },
    );
  });
  afterAll(() => t.close());

  it('never carry the hub.verify_token (right or wrong) nor a link token; the rest of the URL stays', async () => {
    const ok = await t.app.inject({ method: 'GET', url: handshakeUrl(VERIFY_TOKEN) });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = 'a-wrong-guess-that-is-long-enough';
    expect((await t.app.inject({ method: 'GET', url: handshakeUrl(wrong) })).statusCode).toBe(403);
    // Encoded names too: hub%2Everify_token is the same parameter to the query parser.
    await t.app.inject({
      method: 'GET',
      url: `/api/dailyreminder/whatsapp/webhook?hub.mode=subscribe&hub%2Everify_token=${VERIFY_TOKEN}`,
    });
    const linkToken = 'link-token-abcdefghijklmnopqrstuvwxyz';
    await t.app.inject({ method: 'GET', url: `/api/dailyreminder/unsubscribe?token=${linkToken}` });

    const log = lines.join('');
    expect(log).toContain(
      '"url":"/api/dailyreminder/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=1158201444"',
    );
    expect(log).toContain('"url":"/api/dailyreminder/unsubscribe?token=[redacted]"');
    for (const secret of [VERIFY_TOKEN, wrong, linkToken]) expect(log).not.toContain(secret);
  });

  it('redactUrl leaves URLs without secrets alone', () => {
    expect(redactUrl('/api/plan/today')).toBe('/api/plan/today');
    expect(redactUrl('/x?tokens=1&notoken=2')).toBe('/x?tokens=1&notoken=2');
    expect(redactUrl('/x?a=1&token=abc#frag')).toBe('/x?a=1&token=[redacted]#frag');
  });
});
