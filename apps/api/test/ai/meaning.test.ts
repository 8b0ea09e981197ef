import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import '../../src/ai/offline/grading-terms';
import { read } from '../../src/ai/offline/meaning';

const require = createRequire(import.meta.url);
const MODEL = require.resolve('wink-eng-lite-web-model');

describe('the grader’s language model (decision 037)', () => {
  // The model's module is ~25 MB of RSS: an engine thread that only answers greetings never loads it.
  it('is loaded on the first reading, not when the engine’s code is imported', () => {
    expect(require.cache[MODEL]).toBeUndefined();

    expect(read('The children ran').text).toContain('child');
    expect(require.cache[MODEL]).toBeDefined();
  });
});
