import { lesson, planDay, PLAN_DAYS, type PlanOutline } from '@pathwise/contract';
import { z } from 'zod';

/** What a provider returns for a plan outline: an array is far more reliable for models than keyed objects. */
export const outlineOutput = z.object({
  days: z
    .array(
      planDay.extend({
        quiz: z.array(z.string().min(1)).min(2).max(6),
      }),
    )
    .length(PLAN_DAYS, { message: `days must contain exactly ${PLAN_DAYS} entries` }),
});
export type OutlineOutput = z.infer<typeof outlineOutput>;

export const toPlanOutline = (output: OutlineOutput): PlanOutline =>
  Object.fromEntries(output.days.map((day, index) => [String(index + 1), day]));

/** A detailed lesson: the contract's lesson with enough substance to teach from. */
export const lessonOutput = lesson.extend({
  detailedExplanation: z.string().min(200, { message: 'detailedExplanation must be a real explanation' }),
  quiz: lesson.shape.quiz.min(3).max(5),
});

export const questionsOutput = z.object({ questions: z.array(z.string().min(5)).min(3).max(8) });

export const evaluationOutput = z.object({
  feedback: z.string().min(10),
  score: z.number().int().min(0).max(10),
});
/**
 * A provider gives a score and feedback; the offline grader also names the key points the answer got and
 * missed, which the learner's mastery reads (decision 052).
 */
export type Evaluation = z.infer<typeof evaluationOutput> & { covered?: string[]; missing?: string[] };
