import type { ExperienceLevel, PlanOutline } from '@pathwise/contract';

export interface LearnerContext {
  goal: string;
  level: ExperienceLevel;
  /** The learner's local date: lessons say what is current "as of" it. */
  asOf: string;
  outline?: PlanOutline;
  day?: number;
}

const LEVEL_GUIDANCE: Record<ExperienceLevel, string> = {
  Beginner: 'a beginner: define every term, go step by step, and add one tip for the usual stumbling block',
  Intermediate: 'an intermediate learner: skip the basics they know, focus on practice and common pitfalls',
  Advanced: 'an advanced learner: go deep, cover trade-offs and internals, and add a stretch goal',
};

/** The learner block every prompt carries: goal, level, where they are in the plan, and the date. */
export function learnerBlock(context: LearnerContext): string {
  const lines = [
    `Learner's goal: ${context.goal}`,
    `Level: ${context.level}, so write for ${LEVEL_GUIDANCE[context.level]}.`,
    `As of: ${context.asOf}. Describe tools and versions as they are current on this date; say so when something may have changed.`,
  ];
  if (context.outline && context.day) {
    const around = [context.day - 1, context.day, context.day + 1]
      .map((day) => ({ day, entry: context.outline?.[String(day)] }))
      .filter(({ entry }) => entry)
      .map(({ day, entry }) => `  Day ${day}${day === context.day ? ' (today)' : ''}: ${entry?.topicName}`);
    lines.push(`Plan position: day ${context.day} of ${Object.keys(context.outline).length}.`, ...around);
  }
  return lines.join('\n');
}

export const JSON_ONLY = 'Reply with one JSON object only: no prose before or after it, no code fences.';
