import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_TOOLS: 'true' });
});
afterAll(async () => t.close());

describe('operations', () => {
  it('reports liveness and readiness', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/api/health' }))).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ ready: true, database: true });
  });

  it('gives every response a request id, echoing a sane incoming one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends pages a CSP that allows only our own origin and the sign-in and checkout hosts', async () => {
    for (const url of ['/about', '/policy']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain('script-src \'self\' https://accounts.google.com/gsi/client https://checkout.razorpay.com');
    }
  });

  it('locks API answers down: a CSP that allows nothing, nosniff, HSTS, same-origin resources, no referrer', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/plan/learning-plan/today']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('answers unknown API routes with the one error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: 'No API route for GET /api/nope.' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = json<{ paths: Record<string, unknown> }>(response);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/signup', '/api/auth/login']));
  });

  it('exposes only public values in /api/config', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(json(response)).toMatchObject({ paymentProvider: 'sandbox', governingLaw: 'India', devOutbox: true });
    expect(response.body).not.toMatch(/secret/i);
  });

  it('lists mails on the development outbox page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Outbox (development only)');
  });
});

describe('production mode', () => {
  it('has no development outbox', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    try {
      const response = await prod.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
