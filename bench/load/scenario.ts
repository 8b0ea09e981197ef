import autocannon, { type Options, type Request, type Result } from 'autocannon';
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

function summarise(label: string, result: Result, steps?: Map<string, number[]>): RunSummary {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  };
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
    ...(steps
      ? {
          steps: Object.fromEntries(
            [...steps].map(([step, values]) => [
              step,
              { count: values.length, p50: quantile(values, 0.5), p99: quantile(values, 0.99) },
            ]),
          ),
        }
      : {}),
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
      ? [step('tutor', 'POST', '/api/AI/tutor', (context) => ({ user_id: context.learner?.id, question: 'Hi' }))]
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
  return summarise(`learner visits (${learners.length} learners)`, result, timer.steps);
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
