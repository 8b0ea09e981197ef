import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_BUSY_MESSAGE, engineThreads, OfflineEngine } from '../../src/ai/offline-engine';
import {
  bounded,
  ENGINE_MESSAGE_CHARS,
  ENGINE_TOPIC_CHARS,
  runEngineTask,
} from '../../src/ai/offline/engine';
import { HttpError } from '../../src/lib/errors';
import { createTestApp, type TestApp } from '../helpers/app';

// Issue 18 item 5 / decision 019: the offline engine runs on worker threads, so a learner's heavy
// message never holds up the request thread; and the engine reads a bounded part of each message.

const WORDS = [
  'python',
  'variables',
  'loops',
  'functions',
  'lists',
  'dictionary',
  'why',
  'how',
  'error',
  'class',
  'object',
  'scope',
  'recursion',
  'closure',
  'generator',
  'iterator',
  'module',
  'package',
];
function longText(chars: number, seed = 0): string {
  let text = '';
  for (let index = seed; text.length < chars; index += 7) text += `${WORDS[index % WORDS.length]} `;
  return text.slice(0, chars);
}

describe('the offline engine off the request thread', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ai.engine.run({ op: 'warm' });
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers /api/health quickly while the engine works through a queue of heavy messages', async () => {
    // Each task is a long topic for cross-questions: a few hundred milliseconds of CPU on the engine's thread.
    const topic = longText(20_000);
    let finished = false;
    const started = performance.now();
    const work = Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        t.app.ai.engine.run({ op: 'questions', lessonContent: `${index} ${topic}`, count: 5, tracks: [] }),
      ),
    ).finally(() => {
      finished = true;
    });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const health: number[] = [];
    while (!finished) {
      const before = performance.now();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      health.push(performance.now() - before);
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    delay.disable();
    const results = await work;
    const busyMs = performance.now() - started;

    expect(results).toHaveLength(6);
    for (const questions of results) expect(questions.length).toBeGreaterThan(0);
    // The engine was busy for a while, and the request thread stayed free the whole time: on the request
    // thread, health could only answer between two tasks (about one poll per task) and waited a whole task.
    // Counted rather than timed alone, so a loaded machine's scheduling does not decide the result.
    const median = [...health].sort((a, b) => a - b)[Math.floor(health.length / 2)]!;
    expect(busyMs).toBeGreaterThan(300);
    expect(health.length).toBeGreaterThan(3 * results.length);
    expect(median).toBeLessThan(50);
    expect(delay.percentile(50) / 1e6).toBeLessThan(50);
  }, 120_000);

  it('answers the AI routes from the worker (a tutor reply and a plan)', async () => {
    const { createLearner } = await import('../helpers/app');
    const learner = await createLearner(t.app);
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/plan/generate-learning-plan',
      headers: learner.auth,
      payload: { goal: 'Learn Python', duration: '30', experience: 'Beginner' },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(
      plan.json<{ plan: { coverage: { courses: unknown[] } } }>().plan.coverage.courses.length,
    ).toBeGreaterThan(0);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/AI/tutor',
      headers: learner.auth,
      payload: { user_id: learner.userId, question: longText(4000) },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<{ response: string }>().response.length).toBeGreaterThan(0);
  }, 120_000);

  it('uses a small pool: one thread, two at most, one core left to the request thread', () => {
    expect(engineThreads(1)).toBe(1);
    expect(engineThreads(2)).toBe(1);
    expect(engineThreads(3)).toBe(2);
    expect(engineThreads(16)).toBe(2);
  });
});

describe('an idle engine gives its memory back (decision 028)', () => {
  it('ends its thread after idleMs without tasks and starts one again for the next task', async () => {
    const engine = new OfflineEngine({ threads: 1, idleMs: 300 });
    try {
      expect(engine.threadCount).toBe(0);
      const first = await engine.run({ op: 'rubric', question: 'What is a closure?' });
      expect(engine.threadCount).toBe(1);
      await expect.poll(() => engine.threadCount, { timeout: 10_000, interval: 100 }).toBe(0);
      expect(await engine.run({ op: 'rubric', question: 'What is a closure?' })).toEqual(first);
    } finally {
      await engine.close();
    }
  }, 120_000);

  it('keeps its thread for good with idleMs 0', async () => {
    const engine = new OfflineEngine({ threads: 1, idleMs: 0 });
    try {
      await engine.run({ op: 'rubric', question: 'What is a closure?' });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(engine.threadCount).toBe(1);
    } finally {
      await engine.close();
    }
  }, 120_000);
});

describe('fair queueing across learners', () => {
  // One thread, so every task but the first waits in the engine's queue and the order of answers is the
  // order the queue chose. Each heavy task is cross-questions on a long topic (tens to hundreds of ms).
  const engine = new OfflineEngine({ threads: 1, maxQueue: 8 });
  const topic = longText(20_000);
  beforeAll(async () => {
    await engine.run({ op: 'warm' });
  }, 240_000);
  afterAll(async () => {
    await engine.close();
  });

  /** Runs the tasks in the order given (queued at once) and answers the names in the order they finished. */
  async function finishOrder(tasks: { name: string; learner?: string; heavy: boolean }[]) {
    const finished: string[] = [];
    await Promise.all(
      tasks.map(({ name, learner, heavy }, index) =>
        engine
          .run(
            heavy
              ? { op: 'questions', lessonContent: `${index} ${topic}`, count: 5, tracks: [] }
              : { op: 'rubric', question: 'What is a closure?' },
            learner ? { learner } : {},
          )
          .then(() => finished.push(name)),
      ),
    );
    return finished;
  }

  it("a learner with nothing in the engine is served before another learner's queued messages", async () => {
    // FIFO answered a4 before b; the fair queue serves b as soon as the thread is free.
    const order = await finishOrder([
      { name: 'a1', learner: 'learner-a', heavy: true },
      { name: 'a2', learner: 'learner-a', heavy: true },
      { name: 'a3', learner: 'learner-a', heavy: true },
      { name: 'a4', learner: 'learner-a', heavy: true },
      { name: 'b', learner: 'learner-b', heavy: false },
    ]);
    expect(order).toEqual(['a1', 'b', 'a2', 'a3', 'a4']);
  }, 120_000);

  it('learners with several tasks take turns, and tasks with no learner take a turn of their own', async () => {
    const order = await finishOrder([
      { name: 'a1', learner: 'learner-a', heavy: true },
      { name: 'a2', learner: 'learner-a', heavy: true },
      { name: 'a3', learner: 'learner-a', heavy: true },
      { name: 'b1', learner: 'learner-b', heavy: true },
      { name: 'b2', learner: 'learner-b', heavy: true },
      { name: 'app1', heavy: false },
      { name: 'app2', heavy: false },
    ]);
    expect(order).toEqual(['a1', 'b1', 'app1', 'a2', 'b2', 'app2', 'a3']);
  }, 120_000);

  it('still refuses tasks past maxQueue with the 503, whoever sends them', async () => {
    const running = Array.from({ length: 9 }, (_, index) =>
      engine.run(
        { op: 'questions', lessonContent: `${index} ${topic}`, count: 5, tracks: [] },
        { learner: `learner-${index}` },
      ),
    );
    const refused = await engine
      .run({ op: 'rubric', question: 'What is a closure?' }, { learner: 'learner-late' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: ENGINE_BUSY_MESSAGE });
    // One task runs and 8 wait: all of them are answered.
    expect(await Promise.all(running)).toHaveLength(9);
  }, 120_000);
});

describe('bounded work per message', () => {
  it('cuts a long text at a word boundary within the bound', () => {
    const text = longText(4000);
    const cut = bounded(text, ENGINE_MESSAGE_CHARS);
    expect(cut.length).toBeLessThanOrEqual(ENGINE_MESSAGE_CHARS);
    expect(cut.length).toBeGreaterThan(ENGINE_MESSAGE_CHARS * 0.8);
    expect(text.startsWith(cut)).toBe(true);
    expect(text[cut.length]).toBe(' ');
    expect(bounded('short', ENGINE_MESSAGE_CHARS)).toBe('short');
  });

  it('the engine reads only the first part of a 4,000-character message and a 20,000-character topic', () => {
    const message = `What is a closure? ${longText(4000, 3)}`;
    const history = [{ role: 'user' as const, text: longText(4000, 5) }];
    expect(runEngineTask({ op: 'assistant', input: { history, message } })).toBe(
      runEngineTask({
        op: 'assistant',
        input: {
          history: [{ role: 'user', text: bounded(history[0]!.text, ENGINE_MESSAGE_CHARS) }],
          message: bounded(message, ENGINE_MESSAGE_CHARS),
        },
      }),
    );
    const topic = `Python lists. ${longText(20_000, 1)}`;
    expect(runEngineTask({ op: 'questions', lessonContent: topic, count: 5, tracks: [] })).toEqual(
      runEngineTask({
        op: 'questions',
        lessonContent: bounded(topic, ENGINE_TOPIC_CHARS),
        count: 5,
        tracks: [],
      }),
    );
  }, 120_000);
});
