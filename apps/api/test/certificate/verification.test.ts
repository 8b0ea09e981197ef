import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../helpers/app';
import { generateCertificate, learnerWithPlan, seedCompletions } from './helpers';

let t: TestApp;
let id: string;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  email = `verify.${Date.now()}@example.com`;
  const learner = await learnerWithPlan(t.app, { name: 'Meera Pillai', email, phone_no: '+91 90000 11111' });
  await seedCompletions(t.database.db, learner, 30, '2025-06-01');
  const response = await generateCertificate(t.app, learner, { name: 'Meera Pillai' });
  id = String(response.headers['x-certificate-id']);
}, 120_000);
afterAll(async () => t.close());

const verify = (certificateId: string) =>
  t.app.inject({ method: 'GET', url: `/api/certificates/${certificateId}` });

describe('GET /api/certificates/:id (public)', () => {
  it('shows the full record as issued, without logging in', async () => {
    const response = await verify(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = json(response);
    expect(body).toEqual({
      id,
      name: 'Meera Pillai',
      // The curated course behind the goal, not the goal in capitals.
      course: expect.not.stringMatching(/^REACT FOR BEGINNERS$/) as unknown,
      level: 'Intermediate',
      startedOn: '2025-05-02',
      completedOn: '2025-05-31',
      daysCompleted: 30,
      issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      verificationUrl: `https://learn.example.test/certificates/${id}`,
    });
  });

  it('shows nothing private: no e-mail, phone or account id', async () => {
    const text = (await verify(id)).body;
    expect(text).not.toContain(email);
    expect(text).not.toMatch(/90000|phone|email|user/i);
  });

  it('accepts the id as a person types it (lower case, O for 0)', async () => {
    const typed = id.toLowerCase().replace(/0/g, 'o');
    const response = await verify(typed);
    expect(response.statusCode).toBe(200);
    expect(json(response).id).toBe(id);
  });

  it.each([
    ['an unknown id', 'PW-000000000000'],
    ['a malformed id', 'not-a-certificate'],
  ])('says clearly that %s does not exist (404)', async (_case, unknown) => {
    const response = await verify(unknown);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({
      error: 'No certificate with this id exists. Check the id or link printed on the certificate.',
    });
  });
});

describe('OpenAPI', () => {
  it('documents the certificate and account calls, and hides the development-only seeding route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(response).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/certificate/generate-certificate',
        '/api/certificates/{id}',
        '/api/account/export',
      ]),
    );
    expect(paths.some((path) => path.startsWith('/api/account') && path !== '/api/account/export')).toBe(
      true,
    );
    expect(paths).not.toContain('/api/dev/complete-plan');
  });
});
