import { describe, expect, it } from 'vitest';
import { genericTrack } from '../../src/ai/offline/generic';
import { goalSubject } from '../../src/ai/offline/goal-matching';
import { offlineLesson } from '../../src/ai/offline/lesson';
import { buildOfflinePlan } from '../../src/ai/offline/plan-builder';

/**
 * The study-method plan for goals no curated track covers (apps/api/content/generic): the 30 lessons a
 * learner gets, word for word, for three goals at the three levels. The days are Markdown templates whose
 * `{goal}` the engine fills; a change to this snapshot is a change to what learners read.
 */
describe('the generic (study-method) plan', () => {
  it.each([
    ['Beekeeping', 'Beginner'],
    ['Blender 3D', 'Intermediate'],
    ['Public speaking', 'Advanced'],
  ] as const)('gives the same 30 lessons for %s (%s)', (goal, experience) => {
    const plan = buildOfflinePlan(goal, experience);
    expect(plan.tracks).toEqual([]);
    const lessons = Object.keys(plan.outline).map((day) => {
      const lesson = offlineLesson(
        { goal, experience, outline: plan.outline, sources: plan.sources },
        Number(day),
      );
      return {
        day: Number(day),
        source: plan.sources[Number(day) - 1],
        title: lesson.topicName,
        body: lesson.detailedExplanation,
        handsOnTask: lesson.handsOnTask,
        quiz: lesson.quiz,
        project: plan.outline[day]?.project,
        exercise: plan.outline[day]?.exercise,
      };
    });
    expect(lessons).toHaveLength(30);
    expect(lessons).toMatchSnapshot();
  });

  it('fills the goal into the track itself: title, audience, summary and starter project', () => {
    const { days, advancedDays, ...track } = genericTrack(goalSubject('Public speaking'));
    expect(days).toHaveLength(30);
    expect(advancedDays).toHaveLength(4);
    expect(track).toMatchSnapshot();
  });
});
