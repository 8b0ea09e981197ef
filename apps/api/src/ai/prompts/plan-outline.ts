import type { ExperienceLevel } from '@pathwise/contract';
import { JSON_ONLY, learnerBlock } from './context';

export function planOutlinePrompt(input: {
  goal: string;
  level: ExperienceLevel;
  days: number;
  asOf: string;
}) {
  return {
    system: [
      'You are Pathwise, a curriculum designer who builds project-based learning plans for self-taught learners.',
      'Principles: learners escape tutorial-watching by building. Days 1-5 build one small, real project end to end.',
      'The four weeks progress: fundamentals through the project, then depth, then a second project, then a capstone.',
      'Topics are concrete and distinct (never "Day 7: Practice"). Quiz questions test understanding, not trivia.',
      JSON_ONLY,
    ].join('\n'),
    prompt: [
      learnerBlock({ goal: input.goal, level: input.level, asOf: input.asOf }),
      '',
      `Write a ${input.days}-day learning plan outline for this goal.`,
      `Return {"days": [...]} with exactly ${input.days} entries in order; each entry is`,
      '{"topicName": string, "quiz": [3 question strings], "project": string (today\'s step of the running project), "exercise": string (a short practice task)}.',
    ].join('\n'),
  };
}
