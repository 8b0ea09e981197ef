// The delay the server adds when streaming the tutor's reply: from the moment the (fake) provider writes
// its first token to the moment the client reads the first SSE event, over real HTTP (app.listen) with a
// fake OpenAI-compatible provider sending tokens 100 ms apart. Also every token's relay delay, and the
// offline engine's time to first event for comparison.
// Run from the repository root: npx tsx bench/tutor-streaming.ts
// Writes its figures into docs/benchmarks.md under "## Tutor streaming".
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAiServer } from '../apps/api/test/fakes/openai-server';
import { isLessonRequest, isOutlineRequest, plannerHandler } from '../apps/api/test/fakes/planner-replies';
import { createLearner, createTestApp, type Learner, type TestApp } from '../apps/api/test/helpers/app';

const RUNS = Number(process.env.RUNS ?? 40);
const GAP_MS = 100;
const TOKENS = ['Good', ' start', '!', ' What', ' does', ' a', ' virtual', ' environment', ' isolate', '?'];

/** Provider write times of the current run's tokens (performance.now, same process as the client). */
let written: number[] = [];

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

async function learnerWithPlan(t: TestApp): Promise<Learner> {
  const learner = await createLearner(t.app);
  const plan = await t.app.inject({
    method: 'POST',
    url: '/api/plan/generate-learning-plan',
    headers: learner.auth,
    payload: { goal: 'Learn Python', duration: '30', experience: 'Beginner' },
  });
  if (plan.statusCode !== 200) throw new Error(`plan failed: ${plan.body}`);
  await t.app.inject({ method: 'GET', url: '/api/plan/learning-plan/today', headers: learner.auth });
  await t.app.plans.background.drain();
  return learner;
}

/** One streamed tutor call: when each delta event reached the client, and when the request was sent. */
async function ask(base: string, learner: Learner): Promise<{ sentAt: number; received: number[] }> {
  const sentAt = performance.now();
  const response = await fetch(`${base}/api/AI/tutor`, {
    method: 'POST',
    headers: { ...learner.auth, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ user_id: learner.userId, question: 'A virtual environment keeps packages apart.' }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`tutor failed: ${response.status}`);
  const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  const decoder = new TextDecoder();
  const received: number[] = [];
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const now = performance.now();
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      if (buffer.slice(0, end).startsWith('data: {"delta"')) received.push(now);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
  return { sentAt, received };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const percentile = (values: number[], p: number) => {
  const list = sorted(values);
  return list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const fake = await startFakeOpenAiServer({
    handler: (request) => {
      if (isOutlineRequest(request.text) || isLessonRequest(request.text)) return plannerHandler(request);
      written = [];
      return {
        chunks: TOKENS,
        chunkDelayMs: GAP_MS,
        onChunk: (index) => {
          written[index] = performance.now();
        },
      };
    },
  });
  const provider = await createTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.url,
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '10000',
    AI_DAILY_QUOTA: '100000000',
  });
  const providerBase = await listen(provider);
  const learner = await learnerWithPlan(provider);

  const first: number[] = [];
  const every: number[] = [];
  await ask(providerBase, learner); // warm-up: JIT, SDK, first queries
  for (let run = 0; run < RUNS; run += 1) {
    const { received } = await ask(providerBase, learner);
    if (received.length !== TOKENS.length) throw new Error(`expected ${TOKENS.length} events, got ${received.length}`);
    first.push(received[0]! - written[0]!);
    received.forEach((at, index) => every.push(at - written[index]!));
  }
  await provider.close();
  await fake.close();

  // The offline engine for comparison: the whole reply is one event, so this is its time to first event.
  const offline = await createTestApp();
  await offline.app.ai.engine.run({ op: 'warm' }); // the engine's thread builds its indexes before anything is timed
  const offlineBase = await listen(offline);
  const offlineLearner = await learnerWithPlan(offline);
  const offlineFirst: number[] = [];
  await ask(offlineBase, offlineLearner);
  for (let run = 0; run < RUNS; run += 1) {
    const { sentAt, received } = await ask(offlineBase, offlineLearner);
    offlineFirst.push(received[0]! - sentAt);
  }
  await offline.close();

  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const section = [
    '## Tutor streaming',
    '',
    'Delay the server adds when it streams a tutor reply (`POST /api/AI/tutor` with `Accept: text/event-stream`):',
    "from the moment the provider writes a token to the moment the client reads it as an SSE event, over real HTTP",
    `(the app listening on 127.0.0.1, Node's fetch as the client) with a fake OpenAI-compatible provider sending`,
    `${TOKENS.length} tokens ${GAP_MS} ms apart. ${RUNS} runs after one warm-up; provider, server and client share one process.`,
    '',
    '| measure | median | p95 | max |',
    '| --- | --- | --- | --- |',
    `| provider's first token → client's first event | ${ms(percentile(first, 50))} | ${ms(percentile(first, 95))} | ${ms(Math.max(...first))} |`,
    `| any token → its event (${every.length} tokens) | ${ms(percentile(every, 50))} | ${ms(percentile(every, 95))} | ${ms(Math.max(...every))} |`,
    `| offline engine: request sent → first event | ${ms(percentile(offlineFirst, 50))} | ${ms(percentile(offlineFirst, 95))} | ${ms(Math.max(...offlineFirst))} |`,
    '',
    "The first event waits for the provider's first token (the server starts the response with it, so a quota",
    'refusal is still a plain 429); each token is written and flushed as it arrives (no buffering, Nagle off).',
    "The offline row is a whole tutor turn up to its one event: today's lesson, the day's history and the Socratic engine",
    '(the exchange is stored right after the event is written).',
    '',
    `Command: \`npx tsx bench/tutor-streaming.ts\` (from the repository root; \`RUNS=n\` to change the runs).`,
    `Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version},`,
    `${os.platform()} ${os.arch()}, PGlite; run on ${new Date().toISOString().slice(0, 10)}.`,
    '',
  ].join('\n');

  const file = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks\n\nFigures written by the scripts in `bench/`.\n\n';
  const pattern = /## Tutor streaming\n[\s\S]*?(?=\n## |$)/;
  const next = pattern.test(current)
    ? current.replace(pattern, section.trimEnd() + '\n')
    : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(file, next);
  console.log(section);
}

await main();
