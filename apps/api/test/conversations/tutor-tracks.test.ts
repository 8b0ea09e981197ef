import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracks } from '../../src/ai/offline/curricula';
import { createTestApp, json, type TestApp } from '../helpers/app';
import { askTutor, learnerWithPlan, quotesLesson } from './helpers';

/**
 * One scripted tutor conversation per curated track, through the real API on the offline engine:
 * the learner's plan is generated from the track's title, so today's lesson is the track's day 1.
 */
let t: TestApp;
beforeAll(async () => {
  // One learner per track: more sign-ups from one address than the production limit allows.
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: '1000' });
});
afterAll(async () => {
  await t.app.plans.background.drain();
  await t.close();
});

const WRONG = 'I think it is about kneading dough and letting the bread rise overnight.';

describe.each(tracks.map((track) => [track.id, track] as const))('the offline tutor on %s', (_id, track) => {
  it('greets with a quiz question, praises the reference answer, hints before revealing, answers from the lesson', async () => {
    const { learner, today } = await learnerWithPlan(t.app, track.title);
    const { lesson } = today;
    expect(lesson.topicName).toBe(track.days[0]!.topicName);
    const n = lesson.quiz.length;
    const [first, second] = [lesson.quiz[0]!, lesson.quiz[1]!];
    const say = async (question: string) => {
      const response = await askTutor(t.app, learner, question);
      expect(response.statusCode, response.body).toBe(200);
      return json<{ response: string }>(response).response;
    };

    const greeting = await say('Hi');
    expect(greeting).toContain(lesson.topicName);
    expect(greeting).toContain(`Question 1 of ${n}: ${first.question}`);

    const praised = await say(first.answer);
    expect(praised).toMatch(/^Excellent/);
    expect(praised).toContain(`Question 2 of ${n}: ${second.question}`);

    const hinted = await say(WRONG);
    expect(hinted).toMatch(/^Not quite yet/);
    expect(hinted).toContain('**Hint:**');
    expect(hinted).not.toContain(second.answer);
    expect(hinted).toContain(`Question 2 of ${n} (another try): ${second.question}`);

    const revealed = await say('Something to do with the oven temperature, I guess.');
    expect(revealed).toContain(`Here's the answer: ${second.answer}`);
    expect(revealed).toMatch(n > 2 ? /Question 3 of/ : /hands-on task/);

    // A section with a real subject in its heading ("Why it matters" names none), else the topic itself.
    const heading = [...lesson.detailedExplanation.matchAll(/^##\s+(.+)$/gm)]
      .map((match) => match[1]!)
      .find((text) => text.split(/\W+/).filter((word) => word.length >= 5).length >= 2);
    const explained = await say(
      heading ? `Can you explain ${heading}?` : `I didn't understand ${lesson.topicName}`,
    );
    expect(explained).toMatch(/^From today's lesson:/);
    expect(quotesLesson(explained, lesson.detailedExplanation)).toBe(true);
  });
});
