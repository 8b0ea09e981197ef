import { z } from 'zod';
import { quizItem } from './plan';

/**
 * Curated 30-day tracks, written as Markdown under apps/api/content/tracks/<id>/ (see the README there):
 * the front matter of track.md and of each lesson file, and the assembled track the server uses.
 */

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

export const trackId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens');

/** `basic` days may be skipped by experienced learners; `advanced` days (31-34) replace them. */
export const lessonLevel = z.enum(['core', 'basic', 'advanced']);
export type LessonLevel = z.infer<typeof lessonLevel>;

/** A wrong answer learners often give, and why it is wrong: the grader names it when an answer makes it. */
export const misconception = z.object({ answer: z.string().min(10), why: z.string().min(10) });

/** What a curated quiz item may add for the grader (never sent to the browser). */
const quizExtras = {
  /** Other right answers, in the words learners use: graded like the model answer. */
  accepts: z.array(z.string().min(10)).max(5).optional(),
  misconceptions: z.array(misconception).max(4).optional(),
};

/** A curated quiz item: the model answer, its key points and what the grader may also know about it. */
export const curatedQuizItem = quizItem.extend(quizExtras);
export type CuratedQuizItem = z.infer<typeof curatedQuizItem>;

/** A quiz item as written in a lesson file: the grader matches 1-4 key points by meaning. */
const lessonQuizItem = curatedQuizItem.extend({ keyPoints: z.array(z.string().min(1)).min(1).max(4) });

const lessonFields = {
  level: lessonLevel,
  project: z.string().min(10),
  exercise: z.string().min(10),
  handsOnTask: z.string().min(40),
  /** One or two sentences that help a beginner over the usual stumbling block. */
  beginnerTip: z.string().min(20),
  /** One to three sentences of extra depth for advanced learners. */
  advancedNote: z.string().min(20),
  quiz: z.array(curatedQuizItem).min(3).max(5),
};

/** The front matter of a lesson file (NN-slug.md); the body is the explanation. */
export const lessonFrontMatter = z.object({
  topic: z.string().min(3).max(120),
  ...lessonFields,
  quiz: z.array(lessonQuizItem).min(3).max(5),
});
export type LessonFrontMatter = z.infer<typeof lessonFrontMatter>;

/**
 * The front matter of a lesson of the generic plan (apps/api/content/generic, `{goal}` not yet filled): a
 * lesson's, except that a quiz item may keep the five or six key points eight of its items have always had
 * (the content check warns about each).
 */
export const templateLessonFrontMatter = lessonFrontMatter.extend({
  quiz: z
    .array(lessonQuizItem.extend({ keyPoints: z.array(z.string().min(1)).min(1).max(6) }))
    .min(3)
    .max(5),
});

const trackFields = {
  id: trackId,
  // One character is a real subject: the generic track's title is the learner's goal (C, R).
  title: z.string().min(1),
  /** Lower-case words and phrases a learner might type for this track (synonyms, tools, abbreviations). */
  aliases: z.array(z.string().min(2)).min(4),
  audience: z.string().min(10),
  /** Ids of tracks worth doing first. */
  prerequisites: z.array(trackId),
  /** The small real project built in days 1-5. */
  starterProject: z.string().min(10),
};

/** The front matter of track.md; the body is the summary. */
export const trackFrontMatter = z.object(trackFields);
export type TrackFrontMatter = z.infer<typeof trackFrontMatter>;

/**
 * One day of an assembled track. The explanation is real teaching content: what the topic is, a worked
 * example, a common mistake and how to check it works.
 */
export const curriculumDay = z.object({
  topicName: z.string().min(3).max(120),
  explanation: z
    .string()
    .refine((text) => words(text) >= 150, { message: 'explanation needs at least 150 words' }),
  ...lessonFields,
});
export type CurriculumDay = z.infer<typeof curriculumDay>;

/** A whole track: 30 days in order plus 4 advanced days, appended in place of skipped basics. */
export const curriculumTrack = z
  .object({
    ...trackFields,
    summary: z.string().min(40),
    days: z.array(curriculumDay).length(30),
    advancedDays: z.array(curriculumDay).length(4),
  })
  .superRefine((value, ctx) => {
    const all = [...value.days, ...value.advancedDays];
    const topics = new Set(all.map((day) => day.topicName));
    if (topics.size !== all.length) ctx.addIssue({ code: 'custom', message: 'topics must be distinct' });
    if (value.days.filter((day) => day.level === 'basic').length < 4)
      ctx.addIssue({ code: 'custom', message: 'mark at least 4 days basic' });
    value.days.forEach((day, index) => {
      if (index < 5 && day.level === 'basic')
        ctx.addIssue({
          code: 'custom',
          path: ['days', index, 'level'],
          message: 'days 1-5 build the starter project: not basic',
        });
      if (day.level === 'advanced')
        ctx.addIssue({
          code: 'custom',
          path: ['days', index, 'level'],
          message: 'advanced is for days 31-34 only',
        });
    });
    value.advancedDays.forEach((day, index) => {
      if (day.level !== 'advanced')
        ctx.addIssue({
          code: 'custom',
          path: ['advancedDays', index, 'level'],
          message: 'days 31-34 are advanced',
        });
    });
  });
export type CurriculumTrack = z.infer<typeof curriculumTrack>;
