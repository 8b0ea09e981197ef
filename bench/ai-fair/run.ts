// Fair queueing of AI work across learners (decision 019): the production server (`node
// apps/api/dist/server.mjs`, the flags `npm run serve` gives it) with the offline engine; LEARNERS trial
// accounts each keep PARALLEL 4,000-character messages in flight (tutor and assistant in turn) for
// DURATION_S, while one more learner sends a short assistant message, waits for the whole reply, and sends
// the next one SHORT_EVERY_MS after the last was sent. Reports the short message's time to the full reply
// (p50/p99/max) quiet and during the bursts, and what the long messages answered (200/429/503). For
// comparison, the same learner's GET /api/chat/history (the database and the request thread, no engine)
// every SHORT_EVERY_MS during the bursts: what a short message waits for besides the engine.
// Build first (npm run build), then from the repository root: npx tsx bench/ai-fair/run.ts
// Bounded: every loop stops sending at the deadline; the server is stopped at the end.
//
// PARALLEL defaults to 6, the most one learner may hold without a 429 (2 in progress and 4 waiting per
// instance, AI_CONCURRENCY_PER_LEARNER / AI_QUEUE_PER_LEARNER at their defaults). The per-minute window
// (AI_RATE_LIMIT_PER_LEARNER, 30) is raised for the run, so the short learner's 2 messages a second are
// all answered and the bursts stay at that most; the auth limit per address is raised too (every account
// signs up and logs in from 127.0.0.1). Server settings pass through the environment.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUNDLE, serve } from '../load/processes';
import { seedLearner, type BenchLearner } from '../support/learner';
import { longMessage, MESSAGE_CHARS } from '../support/long-message';

const LEARNERS = Number(process.env.LEARNERS ?? 16);
const PARALLEL = Number(process.env.PARALLEL ?? 6);
const DURATION_S = Number(process.env.DURATION_S ?? 25);
const SHORT_EVERY_MS = Number(process.env.SHORT_EVERY_MS ?? 500);
const QUIET_MESSAGES = 10;
const SHORT_MESSAGE = 'What is a loop?';

const percentile = (values: number[], p: number) => {
  const list = [...values].sort((a, b) => a - b);
  return list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] ?? 0;
};
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

function send(base: string, learner: BenchLearner, route: 'tutor' | 'chat', message: string) {
  return fetch(`${base}${route === 'tutor' ? '/api/AI/tutor' : '/api/chat/chat'}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${learner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(
      route === 'tutor'
        ? { user_id: learner.userId, question: message }
        : { userId: learner.userId, message },
    ),
  });
}

/** One short assistant message: the time until its whole reply has arrived. */
async function shortMessage(base: string, learner: BenchLearner): Promise<number> {
  const started = performance.now();
  const response = await send(base, learner, 'chat', SHORT_MESSAGE);
  const body = await response.text();
  if (!response.ok) throw new Error(`the short message answered ${response.status}: ${body}`);
  return performance.now() - started;
}

/** The learner's assistant history: a request with database work and no engine task. */
async function history(base: string, learner: BenchLearner): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/chat/history`, {
    headers: { authorization: `Bearer ${learner.token}` },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`chat history answered ${response.status}: ${body}`);
  return performance.now() - started;
}

/** Requests one after another, each sent `SHORT_EVERY_MS` after the last (or as soon as it is answered). */
async function every(request: () => Promise<number>, more: () => boolean, max = Number.POSITIVE_INFINITY) {
  const times: number[] = [];
  while (more() && times.length < max) {
    const took = await request();
    times.push(took);
    await sleep(Math.max(0, SHORT_EVERY_MS - took));
  }
  return times;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-ai-fair-'));
  const server = await serve(
    BUNDLE,
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AI_PROVIDER: 'offline',
      RATE_LIMIT_AUTH_PER_IP: process.env.RATE_LIMIT_AUTH_PER_IP ?? '1000',
      AI_RATE_LIMIT_PER_LEARNER: process.env.AI_RATE_LIMIT_PER_LEARNER ?? '100000',
    },
    '/api/health',
  );
  try {
    const { base } = server;
    // Trial accounts with a plan, one after another (sign-up hashes a password on one thread anyway).
    const learners: BenchLearner[] = [];
    for (let index = 0; index <= LEARNERS; index += 1) {
      const learner = await seedLearner(base, `fair-${index}`);
      // Today's lesson, so the tutor's messages are about it rather than waiting for it.
      const today = await fetch(`${base}/api/plan/learning-plan/today`, {
        headers: { authorization: `Bearer ${learner.token}` },
      });
      if (!today.ok) throw new Error(`today answered ${today.status}: ${await today.text()}`);
      learners.push(learner);
    }
    const short = learners.pop()!;
    // The first question builds the engine's indexes; the quiet figure is taken after it.
    await shortMessage(base, short);
    const quiet = await every(
      () => shortMessage(base, short),
      () => true,
      QUIET_MESSAGES,
    );

    const statuses = new Map<number, number>();
    const longTimes: number[] = [];
    const deadline = performance.now() + DURATION_S * 1000;
    const more = () => performance.now() < deadline;
    const bursts = learners.flatMap((learner, who) =>
      Array.from({ length: PARALLEL }, async (_, slot) => {
        for (let round = 0; more(); round += 1) {
          const started = performance.now();
          const response = await send(
            base,
            learner,
            (slot + round) % 2 === 0 ? 'tutor' : 'chat',
            longMessage(who * PARALLEL + slot + round),
          );
          await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.ok) longTimes.push(performance.now() - started);
          else {
            // A refused learner waits as it is told, never past the deadline.
            const seconds = Number(response.headers.get('retry-after') ?? 1);
            await sleep(Math.min(seconds * 1000, Math.max(0, deadline - performance.now())));
          }
        }
      }),
    );
    // The bursts fill the engine's queue before the short learner's first message.
    await sleep(1000);
    const [loaded, database] = await Promise.all([
      every(() => shortMessage(base, short), more),
      every(() => history(base, short), more),
    ]);
    await Promise.all(bursts);

    const line = (name: string, times: number[]) =>
      `${name}: ${times.length} requests, p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`;
    console.log(line('short message, quiet', quiet));
    console.log(
      line(
        `short message, during ${LEARNERS} learners × ${PARALLEL} parallel ${MESSAGE_CHARS}-character messages for ${DURATION_S} s`,
        loaded,
      ),
    );
    console.log(line('for comparison, GET /api/chat/history (no engine) meanwhile', database));
    console.log(
      `long messages: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')}; answered in p50 ${ms(percentile(longTimes, 50))}, p99 ${ms(percentile(longTimes, 99))}`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
