import { z } from 'zod';
import { lesson, PLAN_DAYS } from './plan';

/**
 * Pacing the learner chooses (decision 053). After a day missed for the most part, a consolidation day
 * (the same topic from another angle, new practice, nothing new) is offered before the next topic; after
 * several days answered right throughout, the day's stretch version. The offer is a choice; a consolidation
 * day is a study day (the streak counts it) and moves the plan's end one day later.
 */
export const pacingChoices = ['consolidate', 'stretch', 'continue'] as const;
export const pacingChoice = z.enum(pacingChoices, {
  message: 'choice must be consolidate, stretch or continue.',
});
export type PacingChoice = z.infer<typeof pacingChoice>;

/** How many days in a row answered right throughout earn the stretch offer. */
export const STRETCH_AFTER_DAYS = 3;

export const pacingOffer = z.object({
  kind: z.enum(['consolidate', 'stretch']),
  /** Today's plan day, the one the offer is about. */
  day: z.number().int(),
  /** The day whose results led to it (the day before, for a consolidation). */
  basedOnDay: z.number().int(),
  /** The offer explained in one sentence. */
  reason: z.string(),
});
export type PacingOffer = z.infer<typeof pacingOffer>;

export const consolidationDay = z.object({
  /** The plan day whose topic is studied again. */
  day: z.number().int(),
  lesson,
  completed: z.boolean(),
});
export type ConsolidationDay = z.infer<typeof consolidationDay>;

/** GET /plan/pacing: today's offer if any, today's consolidation if chosen, and what the choices did to the plan. */
export const pacingResponse = z.object({
  offer: pacingOffer.nullable(),
  consolidation: consolidationDay.nullable(),
  /** Today is the stretch version of its lesson. */
  stretch: z.boolean(),
  /** Consolidation days taken: the plan runs this many study days past its 30 lesson days. */
  extraDays: z.number().int().min(0),
  /** "Your plan now runs 32 study days: 2 consolidation days added to its 30." or null without any. */
  note: z.string().nullable(),
});
export type PacingResponse = z.infer<typeof pacingResponse>;

export const choosePacingRequest = z.object({
  day: z
    .number({ message: 'day must be a whole number.' })
    .int({ message: 'day must be a whole number.' })
    .min(1, { message: `day must be between 1 and ${String(PLAN_DAYS)}.` })
    .max(PLAN_DAYS, { message: `day must be between 1 and ${String(PLAN_DAYS)}.` }),
  choice: pacingChoice,
});
export type ChoosePacingRequest = z.infer<typeof choosePacingRequest>;
