import { z } from 'zod';
import { quizItem } from '@pathwise/contract';

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/**
 * One day of a curated offline curriculum. The explanation is real teaching content:
 * what the topic is, a worked example, a common mistake and how to check it works.
 */
export const curriculumDay = z.object({
  topicName: z.string().min(3).max(120),
  explanation: z
    .string()
    .refine((text) => words(text) >= 150, { message: 'explanation needs at least 150 words' }),
  quiz: z.array(quizItem).min(3).max(5),
  handsOnTask: z.string().min(40),
  project: z.string().min(10),
  exercise: z.string().min(10),
  /** One or two sentences that help a beginner over the usual stumbling block. */
  beginnerTip: z.string().min(20),
  /** One to three sentences of extra depth for advanced learners. */
  advancedNote: z.string().min(20),
  /** Fundamentals that intermediate and advanced learners may skip (never days 1-5). */
  basic: z.boolean().optional(),
});
export type CurriculumDay = z.infer<typeof curriculumDay>;

export const track = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    // One character is a real subject: the generic track's title is the learner's goal (C, R).
    title: z.string().min(1),
    /** Lower-case words and phrases a learner might type for this track (synonyms, tools, abbreviations). */
    keywords: z.array(z.string().min(2)).min(4),
    summary: z.string().min(40),
    /** The small real project built in days 1-5. */
    starterProject: z.string().min(10),
    /** 30 days, in order. Days 1-5 build the starter project; weeks progress. */
    days: z.array(curriculumDay).length(30),
    /** 4 extra advanced days, appended for experienced learners in place of skipped basics. */
    advancedDays: z.array(curriculumDay).length(4),
  })
  .superRefine((value, ctx) => {
    const topics = new Set([...value.days, ...value.advancedDays].map((day) => day.topicName));
    if (topics.size !== 34) ctx.addIssue({ code: 'custom', message: 'topics must be distinct' });
    const basics = value.days.filter((day) => day.basic).length;
    if (basics < 4) ctx.addIssue({ code: 'custom', message: 'mark at least 4 days basic' });
    if (value.days.slice(0, 5).some((day) => day.basic))
      ctx.addIssue({ code: 'custom', message: 'days 1-5 build the starter project: not basic' });
  });
export type Track = z.infer<typeof track>;
export type TrackInput = z.input<typeof track>;
