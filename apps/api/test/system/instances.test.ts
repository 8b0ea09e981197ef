import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { createTestDatabase } from '../helpers/database';
import { healthy, launch, stop, type Instance } from '../helpers/instances';

/**
 * Several instances on one PostgreSQL, as behind a load balancer: real server processes (what
 * `npm start` runs), each with its own DATA_DIR, started at the same moment. PostgreSQL only.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const post = (instance: Instance, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${instance.base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe.skipIf(!onPostgres)('several instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database!.url,
      RATE_LIMIT_AUTH_PER_ACCOUNT: '4',
      RATE_LIMIT_AUTH_PER_IP: '8',
    };
    // The same moment: both find an empty database and migrate it.
    [a, b] = await Promise.all([launch(env), launch(env)]);
    await Promise.all([healthy(a), healthy(b)]);
  }, 240_000);

  afterAll(async () => {
    const started = [a, b].filter(Boolean);
    await Promise.all(started.map((instance) => stop(instance)));
    for (const instance of started) rmSync(instance.dataDir, { recursive: true, force: true });
    await database?.drop();
  }, 60_000);

  it('two servers started at once both migrate and serve, and a session from one works on the other', async () => {
    const email = `instances.${Date.now()}@example.com`;
    const password = 'correct horse battery staple';
    const signup = await post(a, '/api/auth/signup', {
      name: 'Two Instances',
      email,
      password,
      phone_no: '+91 98765 43210',
    });
    expect(signup.status).toBe(201);
    const login = await post(a, '/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    const { token, userId } = (await login.json()) as { token: string; userId: string };
    for (const instance of [a, b]) {
      const me = await fetch(`${instance.base}/api/auth/`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { id: string }).id).toBe(userId);
    }
  });

  it('two servers enforce one log-in throttle and one per-address limit, kept in the database', async () => {
    const email = `throttle.${Date.now()}@example.com`;
    const password = 'correct horse battery staple';
    expect(
      (
        await post(b, '/api/auth/signup', {
          name: 'Guessed At',
          email,
          password,
          phone_no: '+91 98765 43210',
        })
      ).status,
    ).toBe(201);
    // Guesses alternate between the instances, as a load balancer would send them.
    const statuses: number[] = [];
    for (const instance of [a, b, a, b])
      statuses.push((await post(instance, '/api/auth/login', { email, password: 'wrong' })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);

    const resets: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await post(i % 2 === 0 ? a : b, '/api/auth/request-password-reset', {
        email: `nobody.${i}.${Date.now()}@example.com`,
      });
      resets.push(response.status);
    }
    expect(resets).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
  });
});

describe.skipIf(!onPostgres)('migrations on PostgreSQL', () => {
  it('run once when several openers race on an empty database (advisory lock)', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-migrate-'));
    try {
      const handles = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: database!.url, dataDir, poolSize: 2 })),
      );
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  });
});
