/**
 * Memory of the offline engine's thread, alone: the worker bundle (dist/offline-worker.mjs, as the server runs
 * it) in a one-thread Piscina pool inside a process started with the `serve` script's node flags. Reports the
 * process RSS before the thread starts, once it has warmed (content loaded, indexes built), after ROUNDS rounds
 * of the concept questions to the assistant and the grader, and its peak (VmHWM).
 *
 * Run from the repository root after `npm run build`: `npx tsx bench/engine-memory.ts` (ROUNDS=20 by default).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Piscina } from 'piscina';
import { peakRssMb, root, rssMb, startFlags } from './load/processes';

const CHILD = 'ENGINE_MEMORY_CHILD';
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const WORKER = path.join(root, 'apps/api/dist/offline-worker.mjs');

function status(): { rssMb: number; peakMb: number } {
  return { rssMb: rssMb(process.pid), peakMb: peakRssMb(process.pid) };
}

async function measure() {
  const questions = (
    JSON.parse(readFileSync(path.join(root, 'bench/ai-eval/concept-questions.json'), 'utf8')) as {
      questions: { question: string }[];
    }
  ).questions.map(({ question }) => question);
  const learner = JSON.parse(readFileSync(path.join(root, 'bench/ai-eval/assistant-questions.json'), 'utf8'))
    .learner as Record<string, unknown>;
  // As the server's pool runs the bundle: no tsx in the thread.
  const pool = new Piscina({
    filename: WORKER,
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: Infinity,
    execArgv: [],
  });
  const start = status();
  await pool.run({ op: 'warm' });
  const warm = status();
  const answer = 'A closure keeps the variables of the function it was made in.';
  for (let round = 0; round < ROUNDS; round++)
    for (const message of questions) {
      await pool.run({ op: 'assistant', input: { ...learner, name: 'Asha', history: [], message } });
      await pool.run({ op: 'evaluate', question: message, answer });
    }
  const used = status();
  await pool.destroy();
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  console.log(
    `engine thread: RSS ${mb(start.rssMb)} before it starts, ${mb(warm.rssMb)} warmed, ` +
      `${mb(used.rssMb)} after ${ROUNDS} × ${questions.length} questions answered and graded; peak ${mb(used.peakMb)}; ` +
      `the thread's share after use ${mb(used.rssMb - start.rssMb)}`,
  );
}

if (process.env[CHILD]) await measure();
else {
  // The flags are process-wide (V8's heap sizes apply to every thread), so the measuring process gets them.
  const flags = startFlags();
  console.log(`node ${flags.join(' ')}`);
  const child = spawnSync(process.execPath, [...flags, '--import', 'tsx', import.meta.filename], {
    cwd: root,
    env: { ...process.env, [CHILD]: '1' },
    stdio: 'inherit',
  });
  process.exitCode = child.status ?? 1;
}
