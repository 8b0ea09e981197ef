// Main-thread time of one keystroke in the tutor's message box on /Tutor, with a long conversation on screen.
// Production build served by the real server, Debian's Chromium at a 4x CPU slowdown (Lighthouse's mobile
// setting), a learner with a plan and 40 lines of today's tutor chat (20 bot replies in Markdown). Each run types
// 12 characters and sums, per keystroke, the trace's input-event dispatches (keydown, keypress, beforeinput,
// input, keyup: the handlers and the render they cause).
// Run from the repository root after building:
//   npm run build && npx tsx bench/chat-typing.ts [--runs 3]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { seedLearner } from './support/learner';
import { freePort, startServer } from './support/web-server';
import { median } from './support/stats';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const TYPED = 'how does it?';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const REPLY = [
  'A **state** variable keeps its value between renders. Call `setCount(count + 1)` to ask for a new render;',
  'the [React docs](https://react.dev) go further.',
  '',
  '- first, *read* the current value',
  '- then call the setter with the next one',
  '',
  '```js',
  'const [count, setCount] = useState(0);',
  '```',
].join('\n');
const LINES = Array.from({ length: 40 }, (_, index) =>
  index % 2 === 1
    ? { sender: 'bot', text: REPLY }
    : { sender: 'user', text: `Question ${String(index / 2 + 1)}: why does my count not change?` },
);

const INPUT_EVENTS = new Set(['keydown', 'keypress', 'beforeinput', 'input', 'keyup', 'textInput']);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  args?: { data?: { type?: string } };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-chat-typing-'));
  const server = await startServer(await freePort(), dataDir);
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  const perKeystroke: number[] = [];
  try {
    const learner = await seedLearner(server.base, 'typing');
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.base}/robots.txt`);
      await page.evaluate(
        ({ token, userId, lines }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('userId', userId);
          localStorage.setItem(`${userId}-${new Date().toISOString().slice(0, 10)}`, JSON.stringify(lines));
        },
        { ...learner, lines: LINES },
      );
      await page.goto(`${server.base}/Tutor`);
      const box = page.getByRole('textbox', { name: 'Your answer or question' });
      await box.waitFor();
      await page.getByRole('log', { name: 'Tutor chat' }).getByText('Question 20:').waitFor();
      await page.waitForTimeout(1000);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await box.focus();
      const file = path.join(dataDir, `trace-${String(run)}.json`);
      await browser.startTracing(page, { path: file, categories: ['devtools.timeline'] });
      await box.pressSequentially(TYPED, { delay: 150 });
      await page.waitForTimeout(500);
      await browser.stopTracing();
      await context.close();

      const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
      const dispatches = trace.traceEvents
        .filter(
          (e) => e.name === 'EventDispatch' && e.ph === 'X' && INPUT_EVENTS.has(e.args?.data?.type ?? ''),
        )
        .sort((a, b) => a.ts - b.ts);
      // Each keystroke starts with its keydown.
      const keystrokes: number[] = [];
      for (const event of dispatches) {
        if (event.args?.data?.type === 'keydown') keystrokes.push(0);
        if (keystrokes.length > 0)
          keystrokes[keystrokes.length - 1] = (keystrokes.at(-1) ?? 0) + (event.dur ?? 0) / 1000;
      }
      if (keystrokes.length !== TYPED.length)
        throw new Error(
          `Expected ${String(TYPED.length)} keystrokes in the trace, found ${String(keystrokes.length)}.`,
        );
      perKeystroke.push(...keystrokes);
      console.log(
        `run ${String(run)}: per keystroke median ${median(keystrokes).toFixed(1)} ms, max ${Math.max(...keystrokes).toFixed(1)} ms`,
      );
    }
    console.log(
      `\nall ${String(perKeystroke.length)} keystrokes: median ${median(perKeystroke).toFixed(1)} ms, ` +
        `max ${Math.max(...perKeystroke).toFixed(1)} ms (4x CPU slowdown, 40 lines of chat)`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
