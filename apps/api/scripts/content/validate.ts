import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { curriculumTrack } from '@pathwise/contract';
import {
  readTrackFolder,
  type ContentProblem,
  type LessonFile,
  type TrackReading,
} from '../../src/ai/offline/curricula/read-track';
import { fillGoal, GOAL_PLACEHOLDER, PLACEHOLDER_LIKE } from '../../src/ai/offline/generic/fill';
import {
  checkPython,
  checkScripts,
  checkSql,
  PYTHON_LANGS,
  SCRIPT_LANGS,
  SQL_LANGS,
  type BlockError,
  type LocatedBlock,
} from './code-checks';
import { countWords, splitMarkdown } from './markdown-blocks';

/**
 * Rules of apps/api/content/README.md beyond the schema. A README rule that the twelve tracks written before
 * the Markdown format do not all meet is a warning (`rule` names it, so the output can count them); the
 * rest are errors.
 */
export const WARNING_RULES = {
  prose: 'explanation prose is not 250-450 words',
  commonMistake: 'no "## Common mistake" section',
  checkItWorks: 'no "## Check it works" section',
  untagged: 'code block without a language tag',
  keyPointWords: 'key point is not 2-5 words',
  keyPointCount: 'quiz item has more than 4 key points',
  unknownKey: 'unknown front matter key',
  knownCodeFailure: 'code block listed in content/known-code-failures.json',
  staleKnownFailure: 'stale entry in content/known-code-failures.json',
} as const;
export type WarningRule = keyof typeof WARNING_RULES;

export interface ContentIssue extends ContentProblem {
  rule?: WarningRule;
  /** For a code block that fails: its key in known-code-failures.json. */
  block?: string;
}

export interface TrackReport {
  id: string;
  lessons: number;
  issues: ContentIssue[];
}

const PROSE_WORDS = { min: 250, max: 450 };
const KEY_POINT_WORDS = { min: 2, max: 5 };

const warn = (file: string, rule: WarningRule, message: string, line?: number): ContentIssue => ({
  file,
  severity: 'warning',
  rule,
  message,
  ...(line ? { line } : {}),
});
const error = (file: string, message: string, line?: number): ContentIssue => ({
  file,
  severity: 'error',
  message,
  ...(line ? { line } : {}),
});

function checkTrackFile(reading: TrackReading, root: string, template: boolean): ContentIssue[] {
  const trackFile = reading.trackFile;
  if (!trackFile) return [];
  const { aliases, prerequisites } = trackFile.frontMatter;
  const issues: ContentIssue[] = [];
  const summaryWords = countWords(trackFile.body);
  // The generic plan's summary is one sentence about the learner's goal, not a course description.
  if (summaryWords < 40 && !template)
    issues.push(error(trackFile.file, `the summary (body) has ${summaryWords} words, needs 40+`));
  for (const alias of aliases.filter((alias) => alias !== alias.toLowerCase()))
    issues.push(error(trackFile.file, `alias "${alias}" must be lower-case`));
  const duplicates = aliases.filter((alias, index) => aliases.indexOf(alias) !== index);
  if (duplicates.length > 0) issues.push(error(trackFile.file, `aliases repeat: ${duplicates.join(', ')}`));
  for (const id of prerequisites) {
    if (id === reading.id) issues.push(error(trackFile.file, 'a track is not its own prerequisite'));
    else if (!existsSync(path.join(root, id, 'track.md')))
      issues.push(
        error(trackFile.file, `prerequisite "${id}" is not a track folder (content/tracks/${id}/track.md)`),
      );
  }
  return issues;
}

interface LessonBlocks {
  scripts: LocatedBlock[];
  python: LocatedBlock[];
  sql: LocatedBlock[];
}

function checkLesson(lesson: LessonFile, blocks: LessonBlocks): ContentIssue[] {
  const { file, body, bodyLine } = lesson;
  const issues: ContentIssue[] = [];
  const split = splitMarkdown(body);
  const fileLine = (bodyRelative: number) => bodyLine + bodyRelative - 1;
  if (split.unclosedLine)
    issues.push(error(file, 'code fence is never closed', fileLine(split.unclosedLine)));
  const words = countWords(split.prose);
  if (words < PROSE_WORDS.min || words > PROSE_WORDS.max)
    issues.push(warn(file, 'prose', `explanation has ${words} words of prose (250-450 wanted)`));
  if (!/^## Common mistake/m.test(split.prose))
    issues.push(warn(file, 'commonMistake', WARNING_RULES.commonMistake));
  if (!/^## Check it works/m.test(split.prose))
    issues.push(warn(file, 'checkItWorks', WARNING_RULES.checkItWorks));
  for (const block of split.blocks) {
    const located = { file, line: fileLine(block.line), lang: block.lang, code: block.code };
    if (!block.lang) issues.push(warn(file, 'untagged', WARNING_RULES.untagged, located.line));
    else if (SCRIPT_LANGS.has(block.lang)) blocks.scripts.push(located);
    else if (PYTHON_LANGS.has(block.lang)) blocks.python.push(located);
    else if (SQL_LANGS.has(block.lang)) blocks.sql.push(located);
  }
  lesson.frontMatter.quiz.forEach((item, index) => {
    if (item.keyPoints.length > 4)
      issues.push(
        warn(file, 'keyPointCount', `quiz ${index + 1} has ${item.keyPoints.length} key points (1-4)`),
      );
    for (const point of item.keyPoints) {
      const count = countWords(point);
      if (count < KEY_POINT_WORDS.min || count > KEY_POINT_WORDS.max)
        issues.push(
          warn(file, 'keyPointWords', `quiz ${index + 1}: key point "${point}" has ${count} words (2-5)`),
        );
    }
  });
  return issues;
}

/**
 * Code blocks of the migrated tracks that broke the code rule before it existed, by file and
 * `<lang>:<hash of the code>`: reported as warnings until fixed. Any other failing block is an error, and an
 * entry whose block now passes (or was edited) is reported so the list only shrinks.
 */
export type KnownFailures = Record<string, string[]>;
export const blockKey = (block: LocatedBlock) =>
  `${block.lang}:${createHash('sha1').update(block.code).digest('hex').slice(0, 10)}`;

function applyKnownFailures(
  reports: TrackReport[],
  errors: BlockError[],
  known: KnownFailures,
): ContentIssue[] {
  const used = new Set<string>();
  const issues = errors.map((found): ContentIssue => {
    const { file } = found.block;
    const key = blockKey(found.block);
    const issue = { ...blockIssue(found), block: key };
    if (!known[file]?.includes(key)) return issue;
    used.add(`${file} ${key}`);
    return { ...issue, severity: 'warning', rule: 'knownCodeFailure', message: `known: ${issue.message}` };
  });
  const checked = new Set(reports.map((report) => report.id));
  for (const [file, keys] of Object.entries(known))
    for (const key of keys)
      if (checked.has(file.split('/')[0] ?? '') && !used.has(`${file} ${key}`))
        issues.push(
          warn(
            file,
            'staleKnownFailure',
            `${key} passes now or was edited: remove it from content/known-code-failures.json`,
          ),
        );
  return issues;
}

const blockIssue = (found: BlockError) =>
  error(
    found.block.file,
    `${found.block.lang} block (line ${found.block.line}) ${VERB[found.block.lang] ?? 'does not parse'}: ${found.message}`,
    found.line,
  );

/** content/known-code-failures.json, next to the tracks folder. */
export function readKnownFailures(root: string): KnownFailures {
  const file = path.join(root, '..', 'known-code-failures.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as KnownFailures) : {};
}

const VERB: Record<string, string> = { sql: 'fails on PostgreSQL' };

/** Goals the generic plan is filled with to check it: the shortest, and the longest goalSubject returns. */
const SAMPLE_GOALS = [
  'C',
  `${'Italian home cooking for a family of four on a budget '.repeat(2).slice(0, 57)}...`,
];

/**
 * The generic plan's own rules: `{goal}` is its only placeholder (anything else in braces is a typo that a
 * learner would read as is), and the track filled with any goal still passes the contract.
 */
function checkTemplate(folder: string, reading: TrackReading): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const files = [reading.trackFile, ...reading.lessons].flatMap((entry) => (entry ? [entry.file] : []));
  for (const file of files) {
    const lines = readFileSync(path.join(folder, '..', file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const [found] of line.matchAll(PLACEHOLDER_LIKE))
        if (found !== GOAL_PLACEHOLDER)
          issues.push(
            error(
              file,
              `unknown placeholder ${found}: the only placeholder is ${GOAL_PLACEHOLDER}`,
              index + 1,
            ),
          );
    });
  }
  if (!reading.track) return issues;
  for (const goal of SAMPLE_GOALS) {
    const result = curriculumTrack.safeParse(fillGoal(reading.track, goal));
    for (const issue of result.error?.issues ?? [])
      issues.push(
        error(`${reading.id}/track.md`, `with the goal "${goal}": ${issue.path.join('.')}: ${issue.message}`),
      );
  }
  return issues;
}

/**
 * Validates track folders: the schema and file layout (as the server reads them), then prose and code.
 * `template` validates the generic plan's folder (content/generic) instead, with its placeholder rules.
 */
export async function validateTracks(
  root: string,
  folders: string[],
  known: KnownFailures = readKnownFailures(root),
  { template = false } = {},
): Promise<TrackReport[]> {
  const reports: TrackReport[] = [];
  const all: LessonBlocks = { scripts: [], python: [], sql: [] };
  const sqlByLesson: LocatedBlock[][] = [];
  for (const folder of folders) {
    const reading = readTrackFolder(folder, { template });
    const issues: ContentIssue[] = reading.problems.map((problem) =>
      problem.severity === 'warning' && problem.message.startsWith('unknown front matter key')
        ? { ...problem, rule: 'unknownKey' }
        : problem,
    );
    issues.push(...checkTrackFile(reading, root, template));
    if (template) issues.push(...checkTemplate(folder, reading));
    for (const lesson of reading.lessons) {
      const blocks: LessonBlocks = { scripts: [], python: [], sql: [] };
      issues.push(...checkLesson(lesson, blocks));
      all.scripts.push(...blocks.scripts);
      all.python.push(...blocks.python);
      sqlByLesson.push(blocks.sql);
    }
    reports.push({ id: reading.id, lessons: reading.lessons.length, issues });
  }

  const codeErrors = [...checkScripts(all.scripts)];
  const python = checkPython(all.python);
  if (python === 'python3 not found') {
    if (all.python.length > 0)
      console.warn(`python3 not found: ${all.python.length} python blocks were not checked`);
  } else codeErrors.push(...python);
  codeErrors.push(...(await checkSql(sqlByLesson)));
  for (const issue of applyKnownFailures(reports, codeErrors, known))
    reports.find((report) => issue.file.startsWith(`${report.id}/`))?.issues.push(issue);
  return reports;
}
