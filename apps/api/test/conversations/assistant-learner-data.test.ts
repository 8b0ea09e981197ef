import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type Learner, type TestApp } from '../helpers/app';
import { askAssistant, learnerWithPlan } from './helpers';

let t: TestApp;
let learner: Learner;

beforeAll(async () => {
  t = await createTestApp();
  ({ learner } = await learnerWithPlan(t.app, 'Learn React'));
});
afterAll(async () => {
  await t.app.plans.background.drain();
  await t.close();
});

const reply = async (message: string) =>
  json<{ reply: string }>(await askAssistant(t.app, learner, message)).reply;

describe('POST /api/chat/chat answers from the learner’s own data and the product facts', () => {
  it('states the trial, premium status, progress and streak of the asking learner', async () => {
    expect(await reply('When does my trial end?')).toMatch(/free trial, which ends in \*\*7 days\*\*/);
    expect(await reply('Am I on premium?')).toMatch(/^You don't have Premium yet/);
    expect(await reply('How many days have I completed?')).toContain('0 of 30 days');
    expect(await reply('What is my streak?')).toMatch(/Your streak is 0 days/);
  });

  it('answers product questions from the knowledge base, never a lesson passage', async () => {
    const refund = await reply('Can I get a refund?');
    expect(refund).toContain('not refundable');
    expect(refund).not.toContain('This comes from the lesson');
    expect(await reply('Do I get a certificate?')).toMatch(/complete every day of your 30-day plan/);
  });
});
