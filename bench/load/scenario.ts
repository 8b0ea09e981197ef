import autocannon, { type Options, type Request, type Result } from 'autocannon';
import { Agent, request as httpRequest } from 'node:http';
import type { BenchLearner } from './seed';

export interface RunSummary {
  label: string;
  connections: number;
  seconds: number;
  requests: number;
  /** Mean requests per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors + timeouts + non-2xx answers. */
  errors: number;
  statuses: Record<string, number>;
  steps?: Record<string, { count: number; p50: number; p99: number }>;
}

type Context = { learner?: BenchLearner; day?: number; step?: string; sentAt?: number };
const json = { 'content-type': 'application/json' };
const bearer = (learner: BenchLearner | undefined) => ({ authorization: `Bearer ${learner?.token ?? ''}` });

/** The q-quantile of values sorted ascending. */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** Count, p50 and p99 of each step's latencies. */
function stepStats(steps: Map<string, number[]>): NonNullable<RunSummary['steps']> {
  return Object.fromEntries(
    [...steps].map(([step, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return [step, { count: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) }];
    }),
  );
}

function summarise(label: string, result: Result, steps?: Map<string, number[]>): RunSummary {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  return {
    label,
    connections: result.connections,
    seconds: result.duration,
    requests: result['2xx'] + result.non2xx,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
    ...(steps ? { steps: stepStats(steps) } : {}),
  };
}

const run = (options: Options) => autocannon({ timeout: 10, ...options });

/** Records each step's latency per connection (one request in flight per connection: pipelining 1). */
function stepTimer() {
  const steps = new Map<string, number[]>();
  return {
    steps,
    start(context: Context, step: string) {
      context.step = step;
      context.sentAt = performance.now();
    },
    stop(context: Context) {
      if (!context.step || context.sentAt === undefined) return;
      const list = steps.get(context.step) ?? [];
      list.push(performance.now() - context.sentAt);
      steps.set(context.step, list);
    },
  };
}

/** Every learner logs in once (POST /api/auth/login, argon2id verify), all at once. */
export async function loginPhase(base: string, learners: BenchLearner[]): Promise<RunSummary> {
  const waiting = [...learners];
  const result = await run({
    url: base,
    connections: learners.length,
    amount: learners.length,
    // argon2id is meant to be slow: 500 at once queue for the hashing threads for many seconds.
    timeout: 300,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/login',
        headers: json,
        setupRequest: (request: Request, context: object) => {
          const learner = waiting.pop() ?? learners[0]!;
          (context as Context).learner = learner;
          return { ...request, body: JSON.stringify({ email: learner.email, password: learner.password }) };
        },
        onResponse: (status: number, body: string, context: object) => {
          const learner = (context as Context).learner;
          if (status === 200 && learner) learner.token = (JSON.parse(body) as { token: string }).token;
        },
      },
    ],
  });
  return summarise(`log in (${learners.length} learners at once)`, result);
}

/**
 * One learner visit per cycle, as the SPA makes it: open the app (GET /api/auth/), today's lesson,
 * complete it, progress, one tutor message. A connection is one learner for a whole visit.
 * Every learner sends its next request the moment the last one answers: the server's capacity, where
 * latency is mostly queueing (Little's law: connections / throughput). `pacedVisits` has think time.
 */
export async function sessionPhase(
  base: string,
  learners: BenchLearner[],
  seconds: number,
  tutor: boolean,
): Promise<RunSummary> {
  const free = [...learners];
  let spare = 0;
  const timer = stepTimer();
  const step = (
    name: string,
    method: 'GET' | 'POST',
    path: string,
    body?: (context: Context) => object,
  ): Request => ({
    method,
    path,
    setupRequest: (request: Request, raw: object) => {
      const context = raw as Context;
      if (!context.learner) context.learner = free.pop() ?? learners[(spare += 1) % learners.length]!;
      timer.start(context, name);
      return {
        ...request,
        headers: { ...json, ...bearer(context.learner) },
        ...(body ? { body: JSON.stringify(body(context)) } : {}),
      };
    },
    onResponse: (status: number, responseBody: string, raw: object) => {
      const context = raw as Context;
      timer.stop(context);
      if (name === 'today' && status === 200) context.day = (JSON.parse(responseBody) as { day: number }).day;
    },
  });
  const requests = [
    step('open app', 'GET', '/api/auth/'),
    step('today', 'GET', '/api/plan/learning-plan/today'),
    step('complete', 'POST', '/api/plan/complete-lesson', (context) => ({ day: context.day ?? 1 })),
    step('progress', 'GET', '/api/plan/user_progress'),
    ...(tutor
      ? [
          step('tutor', 'POST', '/api/AI/tutor', (context) => ({
            user_id: context.learner?.id,
            question: 'Hi',
          })),
        ]
      : []),
  ];
  // The visit's last answer hands the learner back for another visit.
  const last = requests.at(-1)!;
  const lastOnResponse = last.onResponse as (status: number, body: string, context: object) => void;
  last.onResponse = (status: number, body: string, raw: object) => {
    lastOnResponse(status, body, raw);
    const learner = (raw as Context).learner;
    if (learner) free.push(learner);
  };
  const result = await run({ url: base, connections: learners.length, duration: seconds, requests });
  return summarise(`learner visits (${learners.length} learners, no think time)`, result, timer.steps);
}

/** One GET route at a fixed concurrency, cycling through ids/learners so no single row is hot. */
export async function singleRoute(
  label: string,
  base: string,
  connections: number,
  seconds: number,
  request: (index: number) => { path: string; headers?: Record<string, string> },
): Promise<RunSummary> {
  let counter = 0;
  const result = await run({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (raw: Request) => {
          const next = request((counter += 1));
          return { ...raw, path: next.path, headers: next.headers ?? {} };
        },
      },
    ],
  });
  return summarise(label, result);
}

export const todayRequest = (learners: BenchLearner[]) => (index: number) => ({
  path: '/api/plan/learning-plan/today',
  headers: bearer(learners[index % learners.length]),
});

export const floorRequest = (learners: BenchLearner[]) => (index: number) => ({
  path: `/floor/${learners[index % learners.length]!.id}`,
});

/**
 * The same visit with think time: each learner waits `thinkMs` after every answer before its next
 * request (starts staggered over the first `thinkMs`), so the server sees an offered load of about
 * learners × 1000 / thinkMs requests a second and the latency is its own, not a queue the benchmark
 * built. Timed per request from send to the last byte of the answer (node:http, one keep-alive
 * connection per learner).
 */
export async function pacedVisits(
  base: string,
  learners: BenchLearner[],
  seconds: number,
  thinkMs: number,
  tutor: boolean,
): Promise<RunSummary> {
  const steps = new Map<string, number[]>();
  const statuses: Record<string, number> = {};
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // One keep-alive connection per learner, as a browser tab keeps one. node:http rather than fetch: the
  // load generator shares the machine's two cores with the server, so its own work per request ends up
  // in every timing, and node:http does less of it.
  const agents = new Map(learners.map((learner) => [learner, new Agent({ keepAlive: true, maxSockets: 1 })]));
  const send = async (name: string, learner: BenchLearner, path: string, body?: object): Promise<unknown> => {
    const sentAt = performance.now();
    try {
      const payload = body ? JSON.stringify(body) : undefined;
      const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = httpRequest(
          `${base}${path}`,
          {
            method: payload ? 'POST' : 'GET',
            agent: agents.get(learner),
            headers: {
              ...json,
              ...bearer(learner),
              ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
      const took = performance.now() - sentAt;
      const times = steps.get(name);
      if (times) times.push(took);
      else steps.set(name, [took]);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 300) errors += 1;
      return status === 200 ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      errors += 1;
      return undefined;
    }
  };
  await Promise.all(
    learners.map(async (learner, index) => {
      await sleep((index * thinkMs) / learners.length);
      let day = 1;
      while (performance.now() < end) {
        await send('open app', learner, '/api/auth/');
        await sleep(thinkMs);
        const today = (await send('today', learner, '/api/plan/learning-plan/today')) as
          { day?: number } | undefined;
        day = today?.day ?? day;
        await sleep(thinkMs);
        await send('complete', learner, '/api/plan/complete-lesson', { day });
        await sleep(thinkMs);
        await send('progress', learner, '/api/plan/user_progress');
        await sleep(thinkMs);
        if (tutor) {
          await send('tutor', learner, '/api/AI/tutor', { user_id: learner.id, question: 'Hi' });
          await sleep(thinkMs);
        }
      }
    }),
  );
  for (const agent of agents.values()) agent.destroy();
  const all = [...steps.values()].flat().sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  return {
    label: `learner visits (${learners.length} learners, ${thinkMs} ms think time)`,
    connections: learners.length,
    seconds: elapsed,
    requests: all.length,
    rps: all.length / elapsed,
    p50: quantile(all, 0.5),
    p99: quantile(all, 0.99),
    errors,
    statuses,
    steps: stepStats(steps),
  };
}
