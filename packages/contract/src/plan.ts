import { z } from 'zod';

export const experienceLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const experienceLevel = z.enum(experienceLevels, {
  message: 'Experience must be Beginner, Intermediate or Advanced.',
});
export type ExperienceLevel = z.infer<typeof experienceLevel>;

export const PLAN_DAYS = 30;

/** A quiz question with what a good answer contains (used to grade answers). */
export const quizItem = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
  keyPoints: z.array(z.string().min(1)).min(1),
});
export type QuizItem = z.infer<typeof quizItem>;

/** One day of the plan outline: SPEC's plan entry. */
export const planDay = z.object({
  topicName: z.string().min(1),
  quiz: z.array(z.string().min(1)).min(1),
  project: z.string().min(1),
  exercise: z.string().min(1),
});
export type PlanDay = z.infer<typeof planDay>;

/** The detailed lesson for one day. */
export const lesson = z.object({
  topicName: z.string().min(1),
  detailedExplanation: z.string().min(1),
  quiz: z.array(quizItem).min(1),
  handsOnTask: z.string().min(1),
});
export type Lesson = z.infer<typeof lesson>;

/** plan.plan is keyed by day number ("1".."30"). */
export const planOutline = z.record(z.string().regex(/^\d+$/), planDay);
export type PlanOutline = z.infer<typeof planOutline>;

export const generatePlanRequest = z.object({
  goal: z
    .string({ message: 'Please enter a learning goal.' })
    .max(200, { message: 'The learning goal must be at most 200 characters.' })
    .refine((goal) => goal.trim().length > 0, { message: 'Please enter a learning goal.' })
    // A goal has to name something: "!!" or "..." would give a plan about punctuation.
    .refine((goal) => goal.trim().length === 0 || /[\p{L}\p{N}]/u.test(goal), {
      message: 'Please name what you want to learn, in words.',
    }),
  duration: z.union([z.literal('30'), z.literal(30)], {
    message: 'Duration must be 30 days.',
  }),
  experience: experienceLevel,
});
export type GeneratePlanRequest = z.infer<typeof generatePlanRequest>;

export const generatePlanResponse = z.object({
  message: z.string(),
  plan: z.object({
    id: z.uuid(),
    goal: z.string(),
    experience: experienceLevel,
    duration: z.number().int(),
    plan: planOutline,
  }),
});
export type GeneratePlanResponse = z.infer<typeof generatePlanResponse>;

export const planStatusResponse = z.object({ hasPlan: z.boolean() });

export const todayLessonResponse = z.object({
  day: z.number().int().nullable(),
  lesson: lesson.nullable(),
  completed: z.boolean(),
  error: z.string().optional(),
});
export type TodayLessonResponse = z.infer<typeof todayLessonResponse>;

export const completeLessonRequest = z.object({
  day: z.coerce
    .number({ message: 'Lesson data is missing!' })
    .int({ message: 'day must be a whole number.' })
    .min(1, { message: 'day must be between 1 and 30.' })
    .max(PLAN_DAYS, { message: 'day must be between 1 and 30.' }),
});
export type CompleteLessonRequest = z.infer<typeof completeLessonRequest>;

export const completeLessonResponse = z.object({
  message: z.string(),
  streak: z.number().int(),
  completed_days: z.array(z.number().int()),
});

export const userProgressResponse = z.object({
  streak: z.number().int(),
  completed_days: z.array(z.number().int()),
});
export type UserProgressResponse = z.infer<typeof userProgressResponse>;

export const durationResponse = z.object({ duration: z.number().int() });

export const courseTopicResponse = z.object({ courseTopic: z.string().nullable() });
