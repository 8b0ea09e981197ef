import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_ROOT } from '../../src/ai/offline/curricula/content-root';
import { ContentError, loadMarkdownTracks } from '../../src/ai/offline/curricula/load-markdown';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A content root holding a copy of the react track, to break one file at a time. */
function copyOfReact(): { root: string; folder: string; lesson: (day: number) => string } {
  const root = mkdtempSync(path.join(tmpdir(), 'pathwise-content-'));
  roots.push(root);
  const folder = path.join(root, 'react');
  cpSync(path.join(CONTENT_ROOT, 'react'), folder, { recursive: true });
  const lesson = (day: number) => {
    const name = readdirSync(folder).find((file) => file.startsWith(`${String(day).padStart(2, '0')}-`));
    if (!name) throw new Error(`no day ${day}`);
    return name;
  };
  return { root, folder, lesson };
}

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(file, change(readFileSync(file, 'utf8')));

function loadError(root: string): string {
  try {
    loadMarkdownTracks(root);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the content to be refused');
}

describe('the Markdown curriculum loader', () => {
  it('assembles a track folder: 30 days and 4 advanced days, aliases, levels, bodies as explanations', () => {
    const { root } = copyOfReact();
    const [track] = loadMarkdownTracks(root);
    expect(track?.id).toBe('react');
    expect(track?.days).toHaveLength(30);
    expect(track?.advancedDays.every((day) => day.level === 'advanced')).toBe(true);
    expect(track?.aliases).toContain('react');
    expect(track?.days[0]?.explanation).toMatch(/^## /);
  });

  it('names the file and line of broken YAML', () => {
    const { root, folder, lesson } = copyOfReact();
    const name = lesson(5);
    edit(path.join(folder, name), (text) =>
      text.replace(/^topic: .*$/m, 'topic: Saving: with useEffect: broken'),
    );
    expect(loadError(root)).toMatch(new RegExp(`react/${name}:2 +YAML: `));
  });

  it('refuses an unquoted value that a " #" cut short, naming the line', () => {
    const { root, folder, lesson } = copyOfReact();
    const name = lesson(6);
    edit(path.join(folder, name), (text) =>
      text.replace(/^exercise: .*$/m, 'exercise: Close the issue with Fixes #12 in the commit message.'),
    );
    expect(loadError(root)).toMatch(
      new RegExp(`react/${name}:\\d+ +an unquoted " #" cut this value to "Close the issue with Fixes"`),
    );
  });

  it('names the file of a schema error, with the field as written in the file', () => {
    const { root, folder, lesson } = copyOfReact();
    const name = lesson(7);
    edit(path.join(folder, name), (text) => text.replace(/^level: \w+$/m, 'level: expert'));
    expect(loadError(root)).toContain(`react/${name}  level: `);
  });

  it('names a missing day, an unexpected file and a track-wide rule', () => {
    const { root, folder, lesson } = copyOfReact();
    rmSync(path.join(folder, lesson(12)));
    writeFileSync(path.join(folder, 'notes.md'), '# draft\n');
    expect(loadError(root)).toContain('missing days: 12');
    expect(loadError(root)).toContain('react/notes.md  unexpected file');
  });

  it('refuses a basic day in days 1-5, naming the lesson', () => {
    const { root, folder, lesson } = copyOfReact();
    const name = lesson(2);
    edit(path.join(folder, name), (text) => text.replace(/^level: \w+$/m, 'level: basic'));
    expect(loadError(root)).toContain(`react/${name}  level: days 1-5 build the starter project: not basic`);
  });
});
