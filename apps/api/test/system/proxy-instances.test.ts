import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers/database';
import { freePort, healthy, launch, stop, type Instance } from '../helpers/instances';

/**
 * Two real server processes on one PostgreSQL behind a real nginx (Debian's package; `.ci/run` installs
 * it), configured as an operator would: round robin, X-Forwarded-For appended, TRUST_PROXY=1. PostgreSQL
 * only. Shows that a spoofed X-Forwarded-For changes nothing, that limits and sessions are shared, and
 * that a rolling restart (SIGTERM one instance, start it again, then the other) under steady load loses
 * no request and no acknowledged write.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function findNginx(): string | undefined {
  const directories = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const directory of directories.filter(Boolean)) {
    const candidate = path.join(directory, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}
const nginxBinary = findNginx();
// In CI nginx is always there (.ci/run installs it): a missing one fails the test there, never skips it.
const skipped = !onPostgres
  ? 'PostgreSQL only: set TEST_DATABASE_URL'
  : !nginxBinary && !process.env.CI
    ? 'nginx is not installed (apt-get install nginx)'
    : undefined;

interface Proxy {
  child: ChildProcess;
  port: number;
  directory: string;
  log: () => string;
}

/**
 * nginx in the foreground with every path in its own folder, configured as for production: upstream
 * connections kept alive; an instance that fails once (a refused connection, or a 502/503 it sends on)
 * is left out for fail_timeout. Only those failures are sent on to the other instance, and never a POST
 * or PATCH once sent (no `non_idempotent`: one that reached an instance which then died may have been
 * applied).
 */
async function startNginx(upstreams: number[]): Promise<Proxy> {
  if (!nginxBinary)
    throw new Error('nginx not found (PATH, /usr/sbin): install Debian’s nginx package, as .ci/run does');
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pathwise-nginx-'));
  const port = await freePort();
  const config = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$remote_addr "$request" $status upstream=$upstream_addr:$upstream_status';
  access_log ${directory}/access.log upstreams;
  client_body_temp_path ${directory}/client_body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  upstream pathwise {
${upstreams.map((upstream) => `    server 127.0.0.1:${String(upstream)} max_fails=1 fail_timeout=1s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${String(port)};
    location = /proxy-alive { return 204; }
    location / {
      proxy_pass http://pathwise;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  writeFileSync(path.join(directory, 'nginx.conf'), config);
  const child = spawn(
    nginxBinary,
    [
      '-p',
      directory,
      '-c',
      path.join(directory, 'nginx.conf'),
      '-e',
      path.join(directory, 'error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const read = (name: string) => {
    try {
      return readFileSync(path.join(directory, name), 'utf8');
    } catch {
      return '';
    }
  };
  const proxy = { child, port, directory, log: () => `${stderr}${read('error.log')}${read('access.log')}` };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${proxy.log()}`);
    const alive = await send(proxy, { path: '/proxy-alive' });
    if ('status' in alive && alive.status === 204) return proxy;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not start: ${proxy.log()}`);
}

type Outcome = { status: number; body: string; upstream: string } | { error: string };

interface Call {
  method?: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's own address (any of 127.0.0.0/8): a different client as the proxy sees it. */
  from?: string;
  agent?: http.Agent;
}

function send(target: { port: number }, call: Call): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: call.method ?? (payload ? 'POST' : 'GET'),
        path: call.path,
        localAddress: call.from,
        agent: call.agent ?? false,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
          ...call.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            upstream: String(response.headers['x-upstream'] ?? ''),
          }),
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

const status = (outcome: Outcome) => ('status' in outcome ? outcome.status : outcome.error);
const json = <T>(outcome: Outcome): T => JSON.parse('status' in outcome ? outcome.body : 'null') as T;
const madeUp = () =>
  `${String(randomInt(1, 224))}.${String(randomInt(256))}.${String(randomInt(256))}.${String(randomInt(1, 255))}`;
/** A client of its own: all of 127.0.0.0/8 is this machine; a new address on every run of a test. */
const client = () =>
  `127.${String(randomInt(2, 256))}.${String(randomInt(256))}.${String(randomInt(1, 255))}`;
const PASSWORD = 'correct horse battery staple';
const PER_ADDRESS = 5;

/** A learner with a session, signed up and logged in through the proxy from `from`. */
async function learner(
  proxy: Proxy,
  name: string,
  from?: string,
): Promise<{ token: string; userId: string }> {
  const email = `${name.replace(/\W/g, '')}.${String(Date.now())}.${String(randomInt(1e9))}@example.com`;
  const signup = await send(proxy, {
    path: '/api/auth/signup',
    from,
    body: { name, email, password: PASSWORD, phone_no: '+91 98765 43210' },
  });
  expect(status(signup), JSON.stringify(signup)).toBe(201);
  const login = await send(proxy, { path: '/api/auth/login', from, body: { email, password: PASSWORD } });
  expect(status(login)).toBe(200);
  return json(login);
}

const title = `two instances behind nginx on one PostgreSQL${skipped ? ` (skipped: ${skipped})` : ''}`;

describe.skipIf(skipped !== undefined)(title, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  let instances: Instance[] = [];
  let proxy: Proxy | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = {
      DATABASE_URL: database!.url,
      TRUST_PROXY: '1',
      RATE_LIMIT_AUTH_PER_IP: String(PER_ADDRESS),
    };
    instances = await Promise.all([launch(env), launch(env)]);
    await Promise.all(instances.map(healthy));
    proxy = await startNginx(instances.map((instance) => instance.port));
  }, 120_000);

  afterAll(async () => {
    if (proxy) {
      if (proxy.child.exitCode === null) {
        const exited = new Promise((resolve) => proxy!.child.once('exit', resolve));
        proxy.child.kill('SIGTERM');
        await exited;
      }
      rmSync(proxy.directory, { recursive: true, force: true });
    }
    await Promise.all(instances.map((instance) => stop(instance)));
    for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
    await database?.drop();
  }, 60_000);

  it('a session made through the proxy works on both instances', async () => {
    const { token, userId } = await learner(proxy!, 'Proxied');
    const headers = { authorization: `Bearer ${token}` };
    for (const instance of instances) {
      const me = await send(instance, { path: '/api/auth/', headers });
      expect(status(me)).toBe(200);
      expect(json<{ id: string }>(me).id).toBe(userId);
    }
    const upstreams = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const me = await send(proxy!, { path: '/api/auth/', headers });
      expect(status(me)).toBe(200);
      if ('upstream' in me) upstreams.add(me.upstream);
    }
    expect(upstreams.size).toBe(2);
  });

  /** Password-reset requests for unknown addresses from one client until the per-address limit answers. */
  async function resets(from: string, written?: () => string) {
    const statuses: (number | string)[] = [];
    const upstreams = new Set<string>();
    for (let i = 0; i <= PER_ADDRESS; i += 1) {
      const outcome = await send(proxy!, {
        path: '/api/auth/request-password-reset',
        from,
        headers: written ? { 'x-forwarded-for': written() } : {},
        body: { email: `nobody.${String(i)}.${String(randomInt(1e9))}@example.com` },
      });
      statuses.push(status(outcome));
      if ('upstream' in outcome) upstreams.add(outcome.upstream);
    }
    return { statuses, upstreams };
  }
  const limited = [...Array<number>(PER_ADDRESS).fill(200), 429];

  it('limits one address once across both instances, whatever X-Forwarded-For the client writes', async () => {
    // Without the header: the limit is reached at the same count though requests alternate instances.
    const plain = await resets(client());
    expect(plain.statuses).toEqual(limited);
    expect(plain.upstreams.size).toBe(2);
    // A fresh made-up address on every request: still one client.
    const spoofing = await resets(client(), madeUp);
    expect(spoofing.statuses).toEqual(limited);
    expect(spoofing.upstreams.size).toBe(2);
  });

  it('a client that writes another client’s address gets only itself limited', async () => {
    const [framer, victim] = [client(), client()];
    const framing = await resets(framer, () => victim);
    expect(framing.statuses).toEqual(limited);
    // The address it wrote still has its whole allowance.
    const own = await resets(victim);
    expect(own.statuses).toEqual(limited);
  });

  it('a rolling restart under steady load loses no request and no acknowledged write', async () => {
    const LEARNERS = 6;
    const sessions = await Promise.all(
      Array.from({ length: LEARNERS }, (_v, index) =>
        learner(proxy!, `Learner ${'ABCDEF'[index]!}`, client()),
      ),
    );
    const failures: string[] = [];
    const acknowledged = new Map<number, string>();
    /** Answers per X-Upstream: one instance, or two when nginx sent the request on to the other. */
    const served = new Map<string, number>();
    let writes = 0;
    let running = true;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const count = (outcome: Outcome) => {
      if ('upstream' in outcome) served.set(outcome.upstream, (served.get(outcome.upstream) ?? 0) + 1);
    };
    // Each learner saves its reminder settings (a write, acknowledged by 200) with a new topic, then
    // reads them back through the proxy, from whichever instance answers.
    const loop = async (index: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const headers = { authorization: `Bearer ${sessions[index]!.token}` };
      for (let round = 0; running; round += 1) {
        // Steady, not flat out: the instance starting again shares the machine's two cores.
        await pause(25);
        const topic = `Topic ${String(index)}.${String(round)}`;
        const write = await send(proxy!, {
          path: '/api/dailyreminder/set-reminder',
          agent,
          headers,
          body: {
            emailreminder: false,
            whatsappreminder: false,
            reminderTime: '07:30',
            userName: 'Learner',
            courseTopic: topic,
          },
        });
        count(write);
        if (status(write) !== 200) {
          failures.push(`learner ${String(index)} write ${topic}: ${JSON.stringify(write)}`);
          continue;
        }
        writes += 1;
        acknowledged.set(index, topic);
        const read = await send(proxy!, { path: '/api/dailyreminder', agent, headers });
        count(read);
        const seen =
          status(read) === 200
            ? json<{ preferences: { courseTopic: string } | null }>(read).preferences?.courseTopic
            : undefined;
        if (seen !== topic)
          failures.push(`learner ${String(index)} wrote ${topic}, read: ${JSON.stringify(read)}`);
      }
      agent.destroy();
    };
    const loops = Array.from({ length: LEARNERS }, (_v, index) => loop(index));
    const exits: (number | null)[] = [];
    try {
      await pause(500);
      // One instance at a time: SIGTERM, wait for the exit, start a new process on the same port.
      for (const [index, instance] of instances.entries()) {
        exits.push(await stop(instance));
        const again = await launch(env, { port: instance.port, dataDir: instance.dataDir });
        instances[index] = again;
        await healthy(again);
        // nginx tries an instance it marked down again after fail_timeout: the next one stops only
        // once the restarted one has taken its share of the load.
        const upstream = `127.0.0.1:${String(again.port)}`;
        served.delete(upstream);
        for (let waited = 0; (served.get(upstream) ?? 0) < 10; waited += 50) {
          if (waited > 10_000)
            throw new Error(`nginx sent nothing to the restarted instance: ${JSON.stringify([...served])}`);
          await pause(50);
        }
      }
    } finally {
      running = false;
      await Promise.all(loops);
    }
    expect(failures, `${failures.slice(0, 5).join('\n')}\n${proxy!.log().slice(-4000)}`).toEqual([]);
    expect(exits).toEqual([0, 0]);
    expect(writes).toBeGreaterThan(100);
    // The load did reach the instances as they stopped: nginx sent some requests on to the other one
    // (a GET answered 503 while draining, or a refused connection once the listener had closed).
    expect([...served.keys()].some((upstreams) => upstreams.includes(','))).toBe(true);
    // Every learner's last acknowledged write is what both restarted instances answer now.
    for (const [index, session] of sessions.entries())
      for (const instance of instances) {
        const read = await send(instance, {
          path: '/api/dailyreminder',
          headers: { authorization: `Bearer ${session.token}` },
        });
        expect(json<{ preferences: { courseTopic: string } }>(read).preferences.courseTopic).toBe(
          acknowledged.get(index),
        );
      }
  }, 120_000);
});
