// Writes the budget table at the top of docs/benchmarks.md from bench/budgets.json, so the figures live in one
// place with the command that measures each. With --check it writes nothing and exits 1 when the document's table
// differs from the file, a row's command names a script that is not in the tree, or a row points to a section the
// document does not have (`npm test` runs the check).
//   npx tsx bench/budget-table.ts          rewrite the table
//   npx tsx bench/budget-table.ts --check  verify it
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const docPath = path.join(root, 'docs/benchmarks.md');
const START = '<!-- budget-table:start (written by bench/budget-table.ts from bench/budgets.json) -->';
const END = '<!-- budget-table:end -->';
const STATUSES = ['met', 'not met', 'tracked'];

interface Row {
  area: string;
  metric: string;
  budget: string;
  current: string;
  status: string;
  date: string;
  command: string;
  section: string;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

function problems(rows: Row[], doc: string): string[] {
  const anchors = new Set([...doc.matchAll(/^#{2,3} (.+)$/gm)].map((match) => anchor(match[1]!)));
  const found: string[] = [];
  for (const row of rows) {
    const name = `"${row.metric}"`;
    if (!STATUSES.includes(row.status) && !row.status.startsWith('met in ')) {
      found.push(`${name}: status "${row.status}" is not one of ${STATUSES.join(', ')}`);
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(row.date)) found.push(`${name}: date "${row.date}" is not YYYY-MM-DD`);
    for (const script of row.command.match(/bench\/[\w./-]+\.ts/g) ?? []) {
      if (!existsSync(path.join(root, script))) found.push(`${name}: ${script} does not exist`);
    }
    if (!anchors.has(row.section)) found.push(`${name}: docs/benchmarks.md has no section #${row.section}`);
  }
  return found;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function table(rows: Row[]): string {
  const lines = [
    '| area | metric | budget | now | | measured | command |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) =>
      [
        row.area,
        `[${cell(row.metric)}](#${row.section})`,
        cell(row.budget),
        `**${cell(row.current)}**`,
        row.status,
        row.date,
        `\`${cell(row.command)}\``,
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    ),
  ];
  return lines.join('\n');
}

function main() {
  const { rows } = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8')) as { rows: Row[] };
  const doc = readFileSync(docPath, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/benchmarks.md lacks the markers ${START} … ${END}`);
  const written = `${doc.slice(0, start + START.length)}\n${table(rows)}\n${doc.slice(end)}`;
  const found = problems(rows, doc);
  if (process.argv.includes('--check')) {
    if (written !== doc)
      found.push(
        'the table in docs/benchmarks.md is not the one bench/budgets.json gives: run npx tsx bench/budget-table.ts',
      );
    for (const problem of found) console.error(problem);
    process.exitCode = found.length > 0 ? 1 : 0;
    return;
  }
  for (const problem of found) console.error(problem);
  writeFileSync(docPath, written);
  console.log(`docs/benchmarks.md: ${rows.length} budget rows`);
  process.exitCode = found.length > 0 ? 1 : 0;
}

main();
