import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createLearner, type Learner } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { generate } from '../plan/helpers';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import type { FastifyInstance } from 'fastify';

/**
 * The database goes away and comes back: the app runs against PostgreSQL through a TCP proxy the
 * test cuts. Needs TEST_DATABASE_URL (PGlite is in-process: there is no connection to lose).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

describe.skipIf(!serverUrl)('database unreachable (PostgreSQL through a proxy we cut; skipped without TEST_DATABASE_URL)', () => {
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let dataDir: string;
  let learner: Learner;

  beforeAll(async () => {
    const created = (await createTestDatabase())!;
    drop = created.drop;
    const url = new URL(created.url);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-faults-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: url.toString(), WEB_DIST_DIR: path.join(dataDir, 'no-web') });
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, poolSize: 4 });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    learner = await createLearner(app);
    await generate(app, learner, { goal: 'Learn Python', duration: '30', experience: 'Beginner' });
    await app.plans.background.drain();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const today = () => app.inject({ method: 'GET', url: '/api/plan/learning-plan/today', headers: learner.auth });

  it('answers 503 with a clear message while the database is down, reports not ready, then recovers without a restart', async () => {
    expect((await today()).statusCode).toBe(200);
    proxy.cut();
    const started = Date.now();
    const calls = [
      today(),
      app.inject({ method: 'GET', url: '/api/plan/user_progress', headers: learner.auth }),
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: learner.email, password: learner.password } }),
      app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Down Time', email: 'down.time@example.com', password: 'correct horse battery', phone_no: '+91 98765 43210' } }),
      app.inject({ method: 'POST', url: '/api/plan/complete-lesson', headers: learner.auth, payload: { day: 1 } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual({ error: UNAVAILABLE });
    }
    expect(Date.now() - started).toBeLessThan(6000); // fails fast, not after a hang
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, database: false });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200); // alive, not ready
    const ping = await app.inject({ method: 'POST', url: '/api/auth/ping-db' });
    expect(ping.statusCode).toBe(503);

    proxy.restore();
    const back = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(back.json()).toEqual({ ready: true, database: true });
    expect((await today()).statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: learner.email, password: learner.password } });
    expect(login.statusCode).toBe(200);
    // The signup refused during the outage wrote nothing: the address is still free.
    const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Down Time', email: 'down.time@example.com', password: 'correct horse battery', phone_no: '+91 98765 43210' } });
    expect(signup.statusCode).toBe(201);
  });

  it('loses connections mid-traffic and still answers every request with 200 or 503, never 500', async () => {
    const burst = Array.from({ length: 60 }, (_v, index) =>
      index % 2 === 0 ? today() : app.inject({ method: 'GET', url: '/api/plan/user_progress', headers: learner.auth }),
    );
    await Promise.race(burst); // cut while the rest are queued for or holding a connection
    proxy.cut();
    const statuses = (await Promise.all(burst)).map((response) => response.statusCode);
    proxy.restore();
    expect(statuses.every((status) => status === 200 || status === 503), statuses.join(',')).toBe(true);
    expect(statuses).toContain(503);
    expect((await today()).statusCode).toBe(200);
  });
});
