import { describe, expect, it } from 'vitest';
import { tracks } from '../../src/ai/offline/curricula';
import { goalSubject, understandGoal } from '../../src/ai/offline/goal-matching';
import { planCoverage } from '../../src/ai/offline/goal/coverage';
import { buildOfflinePlan } from '../../src/ai/offline/plan-builder';

/** The coverage the plan response carries for a goal, as the engine computes it. */
function coverageOf(goal: string) {
  const understood = understandGoal(goal);
  return planCoverage(
    {
      goal,
      subject: goalSubject(goal),
      trackIds: buildOfflinePlan(goal, 'Beginner').tracks,
      origin: 'offline',
      context: understood.context,
      untaught: understood.untaught,
    },
    tracks,
  );
}

const ids = (courses: ReadonlyArray<{ id: string }>) => courses.map((course) => course.id);

describe('a technology no course teaches is said so, never passed off', () => {
  it('an Azure exam gets the study method, says Azure is not taught, and offers AWS and DevOps', () => {
    const coverage = coverageOf('AZ-900 Azure fundamentals exam');
    expect(coverage.method).toBe('study-method');
    expect(coverage.courses).toEqual([]);
    expect(coverage.note).toContain('None of our courses teaches Azure');
    expect(ids(coverage.nearest)).toEqual(['aws', 'devops-cloud']);
    expect(coverage.note).toContain('is another cloud and DevOps and Cloud deploys to AWS');
  });

  it('"cloud computing with Azure" is not the DevOps course either', () => {
    expect(understandGoal('cloud computing with azure').trackIds).toEqual([]);
  });

  it('C++ for competitive programming: the DSA course is offered, and said to be taught in Python', () => {
    const coverage = coverageOf('C++ for competitive programming');
    expect(coverage.method).toBe('study-method');
    expect(ids(coverage.nearest)).toEqual(['dsa-interview']);
    expect(coverage.note).toContain('None of our courses teaches C++');
    expect(coverage.note).toMatch(/Data Structures[^.]* is taught in Python/);
  });

  it('Kotlin Multiplatform is not the Android course; Power BI offers Excel and Data Analysis', () => {
    expect(understandGoal('Kotlin Multiplatform').trackIds).toEqual([]);
    expect(ids(coverageOf('Kotlin Multiplatform').nearest)).toEqual(['android-kotlin', 'flutter-dart']);
    expect(ids(coverageOf('Power BI dashboards').nearest)).toEqual([
      'excel-spreadsheets',
      'data-analysis',
      'sql-databases',
    ]);
  });

  it('a curated plan that leaves a named technology out says so', () => {
    const coverage = coverageOf('Docker on Azure');
    expect(ids(coverage.courses)).toEqual(['docker-kubernetes']);
    expect(coverage.note).toContain('None of our courses teaches Azure, so this plan leaves it out.');
  });

  it('offers no course as near when none is (Unity; yoga)', () => {
    const unity = coverageOf('Unity game development');
    expect(unity.nearest).toEqual([]);
    expect(unity.note).toContain('None of our courses teaches Unity');
    expect(coverageOf('yoga').nearest).toEqual([]);
  });
});

describe('a subject named inside a broader goal leads the plan', () => {
  const sources = (goal: string, level: 'Beginner' | 'Intermediate' | 'Advanced') =>
    buildOfflinePlan(goal, level).sources;

  it('"SQL window functions": right after the setup day at Intermediate and Advanced, after the project week for a beginner', () => {
    expect(sources('sql window functions', 'Advanced').slice(0, 2)).toEqual([
      'sql-databases:1',
      'sql-databases:15',
    ]);
    expect(sources('sql window functions', 'Intermediate')[1]).toBe('sql-databases:15');
    expect(sources('sql window functions', 'Beginner').slice(0, 6)).toEqual([
      'sql-databases:1',
      'sql-databases:2',
      'sql-databases:3',
      'sql-databases:4',
      'sql-databases:5',
      'sql-databases:15',
    ]);
  });

  it('"React hooks" and "python for web scraping" open with their days; the plan stays 30 days', () => {
    const hooks = buildOfflinePlan('react hooks', 'Advanced');
    expect(hooks.days).toHaveLength(30);
    expect(hooks.days[1]?.content.topicName).toMatch(/use[A-Z]|hooks/);
    expect(sources('python for web scraping', 'Advanced')[1]).toBe('python:25');
  });

  it('at Advanced the basics days are dropped and the subject track leads its prerequisite', () => {
    const plan = buildOfflinePlan('python for data analysis', 'Advanced');
    expect(plan.tracks).toEqual(['data-analysis', 'python']);
    expect(plan.sources[0]).toBe('data-analysis:1');
    expect(plan.days.filter((day) => day.content.level === 'basic')).toEqual([]);
    // A beginner learns the prerequisite first.
    expect(buildOfflinePlan('python for data analysis', 'Beginner').tracks).toEqual([
      'python',
      'data-analysis',
    ]);
  });
});
