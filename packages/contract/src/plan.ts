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

/**
 * How a plan was made: one curated course, several combined, written by an AI provider, or the study
 * method (a month of learning practice applied to a goal no curated course covers). The plan never
 * passes one subject off as another: the study method says so, with the nearest courses.
 */
export const planMethods = ['curated', 'combined', 'provider', 'study-method'] as const;
export const planMethod = z.enum(planMethods);
export type PlanMethod = z.infer<typeof planMethod>;

const courseRef = z.object({ id: z.string(), title: z.string() });
export type CourseRef = z.infer<typeof courseRef>;

export const planCoverage = z.object({
  method: planMethod,
  /** Curated courses the plan is made of (or grounded in, for a provider plan), primary first. */
  courses: z.array(courseRef),
  /** What the goal said about the learner rather than the subject ("for accountants", "in 2 hours a day"). */
  context: z.array(z.string()),
  /** One or two sentences for the learner: how this plan was made. */
  note: z.string(),
  /** For the study method: curated courses to switch to in one click. */
  nearest: z.array(courseRef),
});
export type PlanCoverage = z.infer<typeof planCoverage>;

export const generatePlanResponse = z.object({
  message: z.string(),
  plan: z.object({
    id: z.uuid(),
    goal: z.string(),
    experience: experienceLevel,
    duration: z.number().int(),
    plan: planOutline,
    coverage: planCoverage,
  }),
});

/** GET /plan/learning-plan: the whole active plan, for the roadmap. */
export const roadmapResponse = z.object({
  plan: generatePlanResponse.shape.plan,
  completedDays: z.array(z.number().int()),
  /** Today's lesson day (the first uncompleted day), or null when every day is done. */
  today: z.number().int().nullable(),
});
export type RoadmapResponse = z.infer<typeof roadmapResponse>;
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

/** Streak freezes: one earned per 7 days in a row (2 held at most), spent on a missed day so the streak survives. */
const streakFreezes = {
  /** Freezes held now. */
  freezes_held: z.number().int().min(0).default(0),
  /** The most recent missed date ('YYYY-MM-DD') a freeze covered in the current streak; null when none. */
  freeze_saved_on: z.string().nullable().default(null),
};

export const completeLessonResponse = z.object({
  message: z.string(),
  streak: z.number().int(),
  completed_days: z.array(z.number().int()),
  ...streakFreezes,
});

/** Local calendar dates ('YYYY-MM-DD', the learner's time zone), oldest first. */
const localDates = z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/** How many days of the calendar progress answers: the last 12 weeks, today included. */
export const ACTIVE_DATES_DAYS = 84;

export const userProgressResponse = z.object({
  streak: z.number().int(),
  completed_days: z.array(z.number().int()),
  ...streakFreezes,
  /** The dates in the last ACTIVE_DATES_DAYS (to today) with a completed lesson, on any plan. */
  active_dates: localDates.default([]),
  /** The missed dates a freeze covered in the current streak, within the same window. */
  frozen_dates: localDates.default([]),
});
export type UserProgressResponse = z.infer<typeof userProgressResponse>;

export const durationResponse = z.object({ duration: z.number().int() });

export const courseTopicResponse = z.object({ courseTopic: z.string().nullable() });

/** One of the learner's plans in "Your plans": the active one and those Change Plan archived. */
export const planHistoryEntry = z.object({
  id: z.uuid(),
  goal: z.string(),
  /** The curated course's own title when the plan is one curated course; null otherwise. */
  courseTitle: z.string().nullable(),
  experience: experienceLevel,
  status: z.enum(['active', 'archived']),
  createdAt: z.iso.datetime(),
  archivedAt: z.iso.datetime().nullable(),
  completedDays: z.number().int(),
  duration: z.number().int(),
  /** The certificate issued for this plan, if any (its public verification page is /certificate/:id). */
  certificateId: z.string().nullable(),
});
export type PlanHistoryEntry = z.infer<typeof planHistoryEntry>;

/** GET /plan/history: the learner's plans, newest first. */
export const planHistoryResponse = z.object({ plans: z.array(planHistoryEntry) });
export type PlanHistoryResponse = z.infer<typeof planHistoryResponse>;

export const resumePlanParams = z.object({ planId: z.string() });

/** POST /plan/history/:planId/resume: the archived plan is the active one again, with its progress. */
export const resumePlanResponse = z.object({
  message: z.string(),
  plan: z.object({ id: z.uuid(), goal: z.string() }),
});
export type ResumePlanResponse = z.infer<typeof resumePlanResponse>;
