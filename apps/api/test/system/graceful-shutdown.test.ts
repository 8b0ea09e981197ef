import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers/database';

/**
 * SIGTERM in the middle of a burst, on the real server process: every request a client had sent
 * gets a complete answer (200, or 503 with Connection: close), none a reset; /api/ready answers 503
 * while the server drains; the process exits 0. Keep-alive connections made before the signal are
 * reused by the burst, as a browser or load balancer would.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const BURST = 144;
const DRAIN_MS = 1500;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Outcome = { status: number; body: string; connection: string | undefined } | { error: string };

function send(
  port: number,
  agent: http.Agent | false,
  method: string,
  url: string,
  body?: unknown,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text, connection: response.headers.connection }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: `${error.code ?? ''} ${error.message}` }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: `${error.code ?? ''} ${error.message}` }),
    );
    request.end(payload);
  });
}

describe('SIGTERM in the middle of a burst', () => {
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  let pg: Awaited<ReturnType<typeof createTestDatabase>>;
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await pg?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request already sent (200 or 503), resets none, reports not ready while draining, exits 0', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-drain-'));
    pg = await createTestDatabase();
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: pg?.url ?? '',
        TEST_DATABASE_URL: '',
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        REMINDERS_ENABLED: 'false',
        RATE_LIMIT_AUTH_PER_IP: '100000',
        RATE_LIMIT_AUTH_PER_ACCOUNT: '100000',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    for (let attempt = 0; ; attempt += 1) {
      if (child.exitCode !== null || attempt > 480) throw new Error(`server did not start: ${stderr}`);
      const health = await send(port, false, 'GET', '/api/health');
      if ('status' in health && health.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const account = { email: `drain.${Date.now()}@example.com`, password: 'correct horse battery staple' };
    const signup = await send(port, false, 'POST', '/api/auth/signup', {
      name: 'Drain Learner',
      phone_no: '+91 98765 43210',
      ...account,
    });
    expect(signup).toMatchObject({ status: 201 });

    const agent = new http.Agent({ keepAlive: true, maxSockets: BURST + 16 });
    // Keep-alive connections, idle when the signal comes, that the burst then reuses.
    await Promise.all(Array.from({ length: 16 }, () => send(port, agent, 'GET', '/api/health')));
    const calls = Array.from({ length: BURST }, (_v, index) =>
      index % 3 === 0
        ? send(port, agent, 'POST', '/api/auth/login', account)
        : index % 3 === 1
          ? send(port, agent, 'POST', '/api/auth/ping-db')
          : send(port, agent, 'GET', '/api/stats/public'),
    );
    await Promise.race(calls);
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [ready, health] = await Promise.all([
      send(port, false, 'GET', '/api/ready'),
      send(port, false, 'GET', '/api/health'),
    ]);
    const outcomes = await Promise.all(calls);
    agent.destroy();
    expect(await exited, stderr).toBe(0);

    const failures = outcomes.filter((outcome) => 'error' in outcome);
    expect(failures, JSON.stringify(failures.slice(0, 5))).toEqual([]);
    expect(ready).toMatchObject({ status: 503, body: JSON.stringify({ ready: false, database: true }) });
    expect(health).toMatchObject({ status: 200 });
    const statuses = outcomes.map((outcome) => ('status' in outcome ? outcome.status : 0));
    expect(
      statuses.filter((status) => status !== 200 && status !== 503),
      statuses.join(','),
    ).toEqual([]);
    // A 503 (after the drain window) is a complete answer in the API's error shape.
    for (const outcome of outcomes)
      if ('status' in outcome && outcome.status === 503)
        expect(JSON.parse(outcome.body)).toEqual({ error: expect.any(String) });
    // Answers after the signal close their connection, so keep-alive clients do not linger.
    expect(outcomes.some((outcome) => 'status' in outcome && outcome.connection === 'close')).toBe(true);
  }, 180_000);
});
