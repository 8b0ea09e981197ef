import { z } from 'zod';

/**
 * What the learner knows (decision 052): each key point of each lesson they reached, from every graded
 * answer (the lesson's quiz, the review step, cross-questioning). "Not yet" is a point missed or never
 * answered; "shaky" was partly right or right after a miss; "solid" was right and has not slipped since.
 */
export const masteryStates = ['not_yet', 'shaky', 'solid'] as const;
export const masteryState = z.enum(masteryStates);
export type MasteryState = z.infer<typeof masteryState>;

export const masteryPoint = z.object({
  point: z.string(),
  state: masteryState,
  /** False when no answer ever touched the point (the question was skipped). */
  answered: z.boolean(),
});
export type MasteryPoint = z.infer<typeof masteryPoint>;

export const masteryDay = z.object({
  day: z.number().int().min(1),
  topic: z.string(),
  points: z.array(masteryPoint),
});
export type MasteryDay = z.infer<typeof masteryDay>;

/** GET /mastery: the active plan's lessons so far, each key point with its state, and the totals. */
export const masteryResponse = z.object({
  days: z.array(masteryDay),
  counts: z.object({
    solid: z.number().int().min(0),
    shaky: z.number().int().min(0),
    notYet: z.number().int().min(0),
  }),
});
export type MasteryResponse = z.infer<typeof masteryResponse>;
