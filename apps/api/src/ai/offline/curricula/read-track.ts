import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  curriculumTrack,
  lessonFrontMatter,
  templateLessonFrontMatter,
  trackFrontMatter,
  type CurriculumDay,
  type CurriculumTrack,
  type LessonFrontMatter,
  type TrackFrontMatter,
} from '@pathwise/contract';
import type { z } from 'zod';
import { parseFrontMatter } from './front-matter';

export const DAYS = 30;
export const ADVANCED_DAYS = 4;
const LESSON_FILE = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

export interface ContentProblem {
  /** Relative to the tracks folder: `react/07-effects.md`. */
  file: string;
  line?: number;
  message: string;
  severity: 'error' | 'warning';
}

/** One parsed Markdown file of a track, kept for the content checks that look at bodies. */
export interface ContentFile {
  file: string;
  body: string;
  bodyLine: number;
}

export interface LessonFile extends ContentFile {
  day: number;
  frontMatter: LessonFrontMatter;
}

export interface TrackReading {
  id: string;
  /** Present when every file parsed and the assembled track passed the schema. */
  track?: CurriculumTrack;
  trackFile?: ContentFile & { frontMatter: TrackFrontMatter };
  lessons: LessonFile[];
  problems: ContentProblem[];
}

const describeIssue = (issue: z.core.$ZodIssue) =>
  `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`;

function readFile<T>(
  folder: string,
  name: string,
  schema: z.ZodType<T>,
  problems: ContentProblem[],
): (ContentFile & { frontMatter: T }) | undefined {
  const file = `${path.basename(folder)}/${name}`;
  const parsed = parseFrontMatter(readFileSync(path.join(folder, name), 'utf8'));
  if (Array.isArray(parsed)) {
    for (const error of parsed) problems.push({ file, severity: 'error', ...error });
    return undefined;
  }
  const result = schema.safeParse(parsed.data);
  if (!result.success) {
    for (const issue of result.error.issues)
      problems.push({ file, severity: 'error', message: describeIssue(issue) });
    return undefined;
  }
  // Unknown keys are dropped by the schema; say so, since they are usually a misspelt field.
  const known = Object.keys((schema as unknown as z.ZodObject).shape);
  const data = parsed.data as Record<string, unknown>;
  for (const key of Object.keys(data).filter((key) => !known.includes(key)))
    problems.push({ file, severity: 'warning', message: `unknown front matter key "${key}" is ignored` });
  return { file, body: parsed.body, bodyLine: parsed.bodyLine, frontMatter: result.data };
}

/** 3, 5, 6, 7 → "3, 5-7". */
function ranges(days: number[]): string {
  const parts: string[] = [];
  for (const day of days) {
    const last = parts.at(-1);
    const end = Number(last?.split('-').at(-1));
    if (last && end === day - 1) parts[parts.length - 1] = `${last.split('-')[0]}-${day}`;
    else parts.push(String(day));
  }
  return parts.join(', ');
}

function toDay(lesson: LessonFile): CurriculumDay {
  const { topic, ...rest } = lesson.frontMatter;
  return { topicName: topic, explanation: lesson.body, ...rest };
}

/** Which file an issue of the assembled track is about. */
function fileOfIssue(id: string, issuePath: PropertyKey[], lessons: Map<number, LessonFile>): string {
  const [list, index] = issuePath;
  if (typeof index === 'number' && (list === 'days' || list === 'advancedDays')) {
    const day = list === 'days' ? index + 1 : DAYS + index + 1;
    return lessons.get(day)?.file ?? `${id}/${String(day).padStart(2, '0')}-*.md`;
  }
  return `${id}/track.md`;
}

/**
 * Reads one track folder (track.md + 01..34-slug.md) into the assembled track, collecting every problem
 * with the file it is in instead of stopping at the first. `template` reads the generic plan's folder,
 * whose lessons are checked with the contract's templateLessonFrontMatter.
 */
export function readTrackFolder(folder: string, { template = false } = {}): TrackReading {
  const id = path.basename(folder);
  const problems: ContentProblem[] = [];
  const lessons = new Map<number, LessonFile>();
  const names = readdirSync(folder).filter((name) => !name.startsWith('.'));
  let trackFile: TrackReading['trackFile'];

  if (!trackFrontMatter.shape.id.safeParse(id).success)
    problems.push({
      file: id,
      severity: 'error',
      message: 'folder name must be lower-case letters, digits and hyphens',
    });
  if (!names.includes('track.md'))
    problems.push({ file: `${id}/track.md`, severity: 'error', message: 'track.md is missing' });
  for (const name of names.sort()) {
    if (name === 'track.md') {
      trackFile = readFile(folder, name, trackFrontMatter, problems);
      if (trackFile && trackFile.frontMatter.id !== id)
        problems.push({
          file: trackFile.file,
          severity: 'error',
          message: `id "${trackFile.frontMatter.id}" must equal the folder name "${id}"`,
        });
      continue;
    }
    const match = LESSON_FILE.exec(name);
    const day = Number(match?.[1]);
    if (!match || day < 1 || day > DAYS + ADVANCED_DAYS) {
      problems.push({
        file: `${id}/${name}`,
        severity: 'error',
        message: 'unexpected file: lessons are named 01-<slug>.md … 34-<slug>.md',
      });
      continue;
    }
    if (lessons.has(day)) {
      problems.push({
        file: `${id}/${name}`,
        severity: 'error',
        message: `day ${day} is also ${lessons.get(day)?.file}`,
      });
      continue;
    }
    const lesson = readFile(folder, name, template ? templateLessonFrontMatter : lessonFrontMatter, problems);
    if (lesson) lessons.set(day, { ...lesson, day });
  }
  const present = new Set([...lessons.keys(), ...names.map((name) => Number(LESSON_FILE.exec(name)?.[1]))]);
  const missing = Array.from({ length: DAYS + ADVANCED_DAYS }, (_, index) => index + 1).filter(
    (day) => !present.has(day),
  );
  if (missing.length > 0)
    problems.push({
      file: `${id}/NN-<slug>.md`,
      severity: 'error',
      message: `missing days: ${ranges(missing)}`,
    });

  const byTopic = new Map<string, string>();
  for (const lesson of lessons.values()) {
    const other = byTopic.get(lesson.frontMatter.topic);
    if (other)
      problems.push({
        file: lesson.file,
        severity: 'error',
        message: `topic "${lesson.frontMatter.topic}" is also the topic of ${other}`,
      });
    else byTopic.set(lesson.frontMatter.topic, lesson.file);
  }

  const reading: TrackReading = {
    id,
    trackFile,
    lessons: [...lessons.values()].sort((a, b) => a.day - b.day),
    problems,
  };
  if (problems.some((problem) => problem.severity === 'error') || !trackFile) return reading;

  const ordered = reading.lessons.map(toDay);
  const result = curriculumTrack.safeParse({
    ...trackFile.frontMatter,
    summary: trackFile.body,
    days: ordered.slice(0, DAYS),
    advancedDays: ordered.slice(DAYS),
  });
  if (result.success) reading.track = result.data;
  else
    for (const issue of result.error.issues)
      problems.push({
        file: fileOfIssue(id, issue.path, lessons),
        severity: 'error',
        // Name fields as they are written in the files.
        message: describeIssue({
          ...issue,
          path: typeof issue.path[1] === 'number' ? issue.path.slice(2) : issue.path,
        })
          .replace(/^topicName/, 'topic')
          .replace(/^(explanation|summary)/, 'body'),
      });
  return reading;
}

/** The track folders under a content root, in name order. */
export function trackFolders(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => path.join(root, entry.name))
    .sort();
}
