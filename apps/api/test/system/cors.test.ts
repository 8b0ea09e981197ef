import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

const partner = 'https://partner.example.test';

describe('CORS', () => {
  let sameOrigin: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    [sameOrigin, configured] = await Promise.all([createTestApp(), createTestApp({ CORS_ORIGINS: partner })]);
  });
  afterAll(async () => Promise.all([sameOrigin.close(), configured.close()]));

  it('grants no other origin anything by default, and answers no preflight', async () => {
    const response = await sameOrigin.app.inject({ method: 'GET', url: '/api/health', headers: { origin: partner } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await sameOrigin.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: partner, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the configured origins, with credentials', async () => {
    const allowed = await configured.app.inject({ method: 'GET', url: '/api/health', headers: { origin: partner } });
    expect(allowed.headers['access-control-allow-origin']).toBe(partner);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const preflight = await configured.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: partner, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(partner);
    const other = await configured.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
