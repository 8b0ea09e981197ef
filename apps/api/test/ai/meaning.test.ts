import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Imports the engine's grading code in a fresh Node process (test files share a worker, where another file may
 * have loaded the model already), then reads one sentence, reporting whether the model's module is loaded
 * before and after.
 */
const PROBE = `
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const model = require.resolve('wink-eng-lite-web-model');
await import('./src/ai/offline/grading-terms.ts');
const { read } = await import('./src/ai/offline/meaning.ts');
const before = model in require.cache;
const text = read('The children ran').text;
console.log(JSON.stringify({ before, text, after: model in require.cache }));
`;

describe('the grader’s language model (decision 037)', () => {
  // The model's module is ~25 MB of RSS: an engine thread that only answers greetings never loads it.
  it('is loaded on the first reading, not when the engine’s code is imported', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], {
      cwd: new URL('../..', import.meta.url),
      encoding: 'utf8',
    });
    const probe = JSON.parse(output.trim().split('\n').at(-1)!) as {
      before: boolean;
      text: string;
      after: boolean;
    };
    expect(probe.before).toBe(false);
    expect(probe.text).toContain('child');
    expect(probe.after).toBe(true);
  });
});
