import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConversationContext } from '../../src/modules/conversations/context';
import { localDateOf } from '../../src/lib/local-date';
import { askTutor, learnerWithPlan } from '../conversations/helpers';
import { createTestApp, json, type Learner, type TestApp } from '../helpers/app';
import { saveReminder, validPrefs } from '../reminders/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const changePlan = (learner: Learner, goal: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/plan/generate-learning-plan',
    headers: learner.auth,
    payload: { goal, duration: '30', experience: 'Beginner' },
  });
const tutorHistory = async (learner: Learner) =>
  json<{ messages: Array<{ sender: string; text: string }> }>(
    await t.app.inject({ method: 'GET', url: '/api/AI/tutor/history', headers: learner.auth }),
  ).messages;
const reminderTopic = async (learner: Learner) =>
  json<{ preferences: { courseTopic: string } }>(
    await t.app.inject({ method: 'GET', url: '/api/dailyreminder', headers: learner.auth }),
  ).preferences.courseTopic;

describe('Change Plan', () => {
  it("starts the tutor chat fresh for the new plan: today's earlier lines are neither shown nor read", async () => {
    const { learner } = await learnerWithPlan(t.app, 'Learn Python');
    expect((await askTutor(t.app, learner, 'What is a Python list?')).statusCode).toBe(200);
    expect(await tutorHistory(learner)).toHaveLength(2);

    expect((await changePlan(learner, 'LEARN SQL')).statusCode).toBe(200);
    expect(await tutorHistory(learner)).toEqual([]);

    expect((await askTutor(t.app, learner, 'What does SELECT do?')).statusCode).toBe(200);
    const lines = await tutorHistory(learner);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({ sender: 'user', text: 'What does SELECT do?' });
    expect(lines.some((line) => line.text.includes('Python list'))).toBe(false);
    // What the tutor reads for its next reply: the new plan's lines only.
    const context = await loadConversationContext(t.database.db, {
      userId: learner.userId,
      channel: 'tutor',
      limit: 40,
      localDate: localDateOf(new Date(), 'UTC'),
    });
    expect(context.history).toEqual(lines);
  });

  it("makes the reminder's course topic follow the new goal, and changes nothing else", async () => {
    const { learner } = await learnerWithPlan(t.app, 'LEARN PYTHON');
    const saved = await saveReminder(
      t,
      learner,
      validPrefs({ courseTopic: 'LEARN PYTHON', reminderTime: '07:30' }),
    );
    expect(saved.statusCode).toBe(200);

    expect((await changePlan(learner, '  DATA   SCIENCE ')).statusCode).toBe(200);
    const after = json<{ preferences: Record<string, unknown> }>(
      await t.app.inject({ method: 'GET', url: '/api/dailyreminder', headers: learner.auth }),
    );
    expect(after.preferences).toEqual(validPrefs({ courseTopic: 'DATA SCIENCE', reminderTime: '07:30' }));
    expect(await reminderTopic(learner)).toBe('DATA SCIENCE');
  });

  it('creates no reminder preferences for a learner who never saved any', async () => {
    const { learner } = await learnerWithPlan(t.app, 'LEARN PYTHON');
    expect((await changePlan(learner, 'LEARN SQL')).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/api/dailyreminder', headers: learner.auth });
    expect(json(response)).toMatchObject({ preferences: null });
  });
});
