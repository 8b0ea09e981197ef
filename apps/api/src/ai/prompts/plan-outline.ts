import type { ExperienceLevel, PlanOutline } from '@pathwise/contract';
import { INJECTION_GUARD, JSON_ONLY, learnerBlock } from './context';

export function planOutlinePrompt(input: {
  goal: string;
  level: ExperienceLevel;
  days: number;
  asOf: string;
  /** The curated track's outline at this level, when the goal matched one: the provider adapts it. */
  curated?: PlanOutline;
}) {
  return {
    system: [
      'You are Pathwise, a curriculum designer who builds project-based learning plans for self-taught learners.',
      'Principles: learners escape tutorial-watching by building. Days 1-5 build one small, real project end to end.',
      'The four weeks progress: fundamentals through the project, then depth, then a second project, then a capstone.',
      'Topics are concrete and distinct (never "Day 7: Practice"). Quiz questions test understanding, not trivia.',
      "Write in the language of the learner's goal; keep code and technical terms as they are written.",
      INJECTION_GUARD,
      JSON_ONLY,
    ].join('\n'),
    prompt: [
      learnerBlock({ goal: input.goal, level: input.level, asOf: input.asOf }),
      '',
      ...(input.curated
        ? [
            'The Pathwise library has a curated track for this goal. Base the outline on it, day by day: keep its',
            "topics and their order, and adapt the wording, projects and exercises to the learner's goal and level.",
            '<curated_track>',
            ...Object.entries(input.curated).map(([day, entry]) => `Day ${day}: ${entry.topicName}`),
            '</curated_track>',
            '',
          ]
        : []),
      `Write a ${input.days}-day learning plan outline for this goal.`,
      `Return {"days": [...]} with exactly ${input.days} entries in order; each entry is`,
      '{"topicName": string, "quiz": [3 question strings], "project": string (today\'s step of the running project), "exercise": string (a short practice task)}.',
    ].join('\n'),
  };
}
