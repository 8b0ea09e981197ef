import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURROGATE_MESSAGE } from '../../src/plugins/app/json-body';
import { createLearner, createTestApp, json, type Learner, type TestApp } from '../helpers/app';

let t: TestApp;
let learner: Learner;
beforeAll(async () => {
  t = await createTestApp();
  learner = await createLearner(t.app);
});
afterAll(async () => t.close());

/** The body as raw JSON text, so escapes reach the server as a client wrote them. */
const generate = (rawBody: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/crossquestion/generate-questions',
    headers: { ...learner.auth, 'content-type': 'application/json' },
    payload: rawBody,
  });

describe('JSON bodies with text the database cannot store', () => {
  it.each([
    ['a lone high surrogate', String.raw`{"lessonContent":"Closures \ud800 in JavaScript"}`],
    ['a lone low surrogate', String.raw`{"lessonContent":"Closures \uDC00 in JavaScript"}`],
    ['a pair in the wrong order', String.raw`{"lessonContent":"Closures \ude00\ud83d"}`],
    ['a lone surrogate in a key', String.raw`{"lessonContent":"Closures in JavaScript","\ud800":1}`],
  ])('answers 400 with a clear message for %s, never a 500', async (_name, body) => {
    const response = await generate(body);
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(SURROGATE_MESSAGE);
  });

  it('accepts a surrogate pair, an emoji written as two escapes', async () => {
    const response = await generate(String.raw`{"lessonContent":"Closures in JavaScript \ud83d\ude00"}`);
    expect(response.statusCode).toBe(200);
  });
});
