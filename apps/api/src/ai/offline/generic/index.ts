import { curriculumTrack, type CurriculumDay, type LessonLevel } from '@pathwise/contract';
import type { Track } from '../curricula';
import type { TemplateDay } from './template';
import { week1 } from './week-1';
import { week2 } from './week-2';
import { week3 } from './week-3';
import { advanced, week4 } from './week-4';

export const GENERIC_TRACK_ID = 'generic';

/**
 * The curriculum for a goal we have no curated track for: a month of real learning method (scoping,
 * canonical sources, a 5-day project, deliberate practice, feedback loops, spaced review, building in
 * public, a capstone) applied to the learner's own goal, which every day names.
 */
const templateDays: TemplateDay[] = [...week1, ...week2, ...week3, ...week4];

const fill = (text: string, subject: string) => text.replaceAll('{goal}', subject);

function renderDay(day: TemplateDay, subject: string, level: LessonLevel): CurriculumDay {
  return {
    ...day,
    level,
    topicName: fill(day.topicName, subject),
    explanation: fill(day.explanation, subject),
    quiz: day.quiz.map((item) => ({
      question: fill(item.question, subject),
      answer: fill(item.answer, subject),
      keyPoints: item.keyPoints.map((point) => fill(point, subject)),
    })),
    handsOnTask: fill(day.handsOnTask, subject),
    project: fill(day.project, subject),
    exercise: fill(day.exercise, subject),
    beginnerTip: fill(day.beginnerTip, subject),
    advancedNote: fill(day.advancedNote, subject),
  };
}

const cache = new Map<string, Track>();

/** The generic curriculum rendered for one goal, validated by the same schema as the curated tracks. */
export function genericTrack(subject: string): Track {
  const cached = cache.get(subject);
  if (cached) return cached;
  const rendered = curriculumTrack.parse({
    id: GENERIC_TRACK_ID,
    title: subject,
    aliases: ['learning plan', 'project based', 'deliberate practice', 'spaced review'],
    audience: `Anyone who wants to learn ${subject} by building real projects.`,
    prerequisites: [],
    summary: `A project-based month of ${subject}: a small real project in five days, deliberate practice with fast feedback, a second project for a real user, learning in public and a capstone.`,
    starterProject: `A small, real ${subject} project you scope on day 1 and ship on day 5.`,
    days: templateDays.map((day) => renderDay(day, subject, day.level ?? 'core')),
    advancedDays: advanced.map((day) => renderDay(day, subject, 'advanced')),
  });
  if (cache.size > 500) cache.clear();
  cache.set(subject, rendered);
  return rendered;
}
