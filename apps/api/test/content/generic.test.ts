import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GENERIC_ROOT } from '../../src/ai/offline/curricula/content-root';
import { ContentError, loadMarkdownTemplate } from '../../src/ai/offline/curricula/load-markdown';
import { validateTracks } from '../../scripts/content/validate';

/**
 * The generic plan (apps/api/content/generic): the same check as `npx tsx apps/api/scripts/check-content.ts
 * generic`, and the rules of its `{goal}` placeholder.
 */
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A copy of content/generic, to break one file at a time. */
function copyOfGeneric(): { folder: string; lesson: (day: number) => string } {
  const root = mkdtempSync(path.join(tmpdir(), 'pathwise-generic-'));
  roots.push(root);
  const folder = path.join(root, 'generic');
  cpSync(GENERIC_ROOT, folder, { recursive: true });
  const lesson = (day: number) => {
    const name = readdirSync(folder).find((file) => file.startsWith(`${String(day).padStart(2, '0')}-`));
    if (!name) throw new Error(`no day ${day}`);
    return path.join(folder, name);
  };
  return { folder, lesson };
}

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(file, change(readFileSync(file, 'utf8')));

async function errorsOf(folder: string): Promise<string[]> {
  const [report] = await validateTracks(path.dirname(folder), [folder], {}, { template: true });
  return (report?.issues ?? [])
    .filter((issue) => issue.severity === 'error')
    .map((issue) => `${issue.file}${issue.line ? `:${issue.line}` : ''} ${issue.message}`);
}

describe('the generic plan content', () => {
  it('passes check-content: 30 days and 4 advanced days, no errors', async () => {
    const [report] = await validateTracks(path.dirname(GENERIC_ROOT), [GENERIC_ROOT], undefined, {
      template: true,
    });
    expect(report?.lessons).toBe(34);
    expect(report?.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  });

  it('loads with its placeholders unfilled', () => {
    const track = loadMarkdownTemplate(GENERIC_ROOT);
    expect(track.title).toBe('{goal}');
    expect(track.days[0]?.topicName).toBe('Scope your {goal} goal and choose a 5-day project');
    expect(track.advancedDays.every((day) => day.level === 'advanced')).toBe(true);
  });

  it('refuses a placeholder other than {goal}, naming the file and line', async () => {
    const { folder, lesson } = copyOfGeneric();
    const file = lesson(3);
    edit(file, (text) =>
      text.replace(/^exercise: .*$/m, 'exercise: Write three sentences about {subject} today.'),
    );
    const line =
      readFileSync(file, 'utf8')
        .split('\n')
        .findIndex((text) => text.startsWith('exercise:')) + 1;
    expect(await errorsOf(folder)).toEqual([
      `generic/${path.basename(file)}:${line} unknown placeholder {subject}: the only placeholder is {goal}`,
    ]);
  });

  it('refuses a topic that the longest goal makes longer than 120 characters', async () => {
    const { folder, lesson } = copyOfGeneric();
    edit(lesson(7), (text) =>
      text.replace(
        /^topic: .*$/m,
        'topic: Active recall, spaced review and the forgetting curve in {goal}, for everyone',
      ),
    );
    const errors = await errorsOf(folder);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^generic\/track\.md with the goal "Italian home cooking .*\.\.\.": days\.6\.topicName: /,
    );
  });

  it('stops the loader on a broken file, as a curated track does', () => {
    const { folder, lesson } = copyOfGeneric();
    const file = lesson(9);
    edit(file, (text) => text.replace(/^level: \w+$/m, 'level: expert'));
    expect(() => loadMarkdownTemplate(folder)).toThrow(ContentError);
    expect(() => loadMarkdownTemplate(folder)).toThrow(`generic/${path.basename(file)}  level: `);
  });
});
