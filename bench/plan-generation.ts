// Time from "Generate Plan" to Day 1 readable, offline and against a fake OpenAI-compatible provider
// with a fixed latency per call, and how many provider calls that takes (must be 2: outline + day 1).
// Run from the repository root: npx tsx bench/plan-generation.ts
// Writes its figures into docs/benchmarks.md under "## Plan generation".
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAiServer } from '../apps/api/test/fakes/openai-server';
import { plannerHandler } from '../apps/api/test/fakes/planner-replies';
import { createLearner, createTestApp, type TestApp } from '../apps/api/test/helpers/app';

const RUNS = 5;
const PROVIDER_LATENCY_MS = 300;
const payload = { goal: 'Learn Python', duration: '30', experience: 'Beginner' };

interface RunResult {
  generateMs: number;
  day1Ms: number;
  callsAtDay1: number;
  callsSettled: number;
}

async function run(t: TestApp, countCalls: () => number): Promise<RunResult> {
  const learner = await createLearner(t.app);
  const before = countCalls();
  const started = performance.now();
  const generated = await t.app.inject({
    method: 'POST',
    url: '/api/plan/generate-learning-plan',
    headers: learner.auth,
    payload,
  });
  const generateMs = performance.now() - started;
  if (generated.statusCode !== 200) throw new Error(`generate failed: ${generated.body}`);
  const today = await t.app.inject({
    method: 'GET',
    url: '/api/plan/learning-plan/today',
    headers: learner.auth,
  });
  const day1Ms = performance.now() - started;
  const body = today.json<{ day: number; lesson: { detailedExplanation: string } | null }>();
  if (today.statusCode !== 200 || body.day !== 1 || !body.lesson)
    throw new Error(`day 1 not readable: ${today.body}`);
  const callsAtDay1 = countCalls() - before;
  await t.app.plans.background.drain();
  return { generateMs, day1Ms, callsAtDay1, callsSettled: countCalls() - before };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`;

async function measure(label: string, t: TestApp, countCalls: () => number) {
  await run(t, countCalls); // warm-up: JIT, first queries, curriculum index
  const results: RunResult[] = [];
  for (let i = 0; i < RUNS; i += 1) results.push(await run(t, countCalls));
  return {
    label,
    generate: median(results.map((r) => r.generateMs)),
    day1: median(results.map((r) => r.day1Ms)),
    day1Max: Math.max(...results.map((r) => r.day1Ms)),
    callsAtDay1: Math.max(...results.map((r) => r.callsAtDay1)),
    callsSettled: Math.max(...results.map((r) => r.callsSettled)),
  };
}

async function main() {
  const offlineApp = await createTestApp();
  const offline = await measure('offline engine', offlineApp, () => 0);
  await offlineApp.close();

  const fake = await startFakeOpenAiServer({ handler: plannerHandler, latencyMs: PROVIDER_LATENCY_MS });
  const providerApp = await createTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.url,
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '10000',
  });
  const provider = await measure(
    `fake provider (${PROVIDER_LATENCY_MS} ms per call)`,
    providerApp,
    () => fake.requests.length,
  );
  await providerApp.close();
  await fake.close();

  const rows = [offline, provider].map(
    (r) =>
      `| ${r.label} | ${ms(r.generate)} | ${ms(r.day1)} | ${ms(r.day1Max)} | ${r.label.startsWith('offline') ? '0' : r.callsAtDay1} | ${r.label.startsWith('offline') ? '0' : r.callsSettled} |`,
  );
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const section = [
    '## Plan generation',
    '',
    'Time from Generate Plan (`POST /api/plan/generate-learning-plan`) to Day 1 readable',
    '(`GET /api/plan/learning-plan/today` answers with the lesson), through the real app on PGlite.',
    `Median of ${RUNS} runs after one warm-up, each with a new learner.`,
    '',
    '| engine | plan outline returned | Day 1 readable (median) | Day 1 readable (max) | provider calls until Day 1 | provider calls after background work |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Provider calls until Day 1 are one outline plus one lesson (day 1 starts generating in the background as soon as',
    'the outline is stored; opening Day 1 then pre-generates Day 2, which is the one extra call after background work).',
    'The 30 detailed lessons are never generated up front.',
    '',
    `Command: \`npx tsx bench/plan-generation.ts\` (from the repository root). Machine: ${os.cpus().length} cores (${cpu}),`,
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}; run on ${new Date().toISOString().slice(0, 10)}.`,
    '',
  ].join('\n');

  const file = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks\n\nFigures written by the scripts in `bench/`.\n\n';
  const pattern = /## Plan generation\n[\s\S]*?(?=\n## |$)/;
  const next = pattern.test(current)
    ? current.replace(pattern, section.trimEnd() + '\n')
    : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(file, next);
  console.log(section);
}

await main();
