/**
 * Validates curriculum tracks written in Markdown (apps/api/content/README.md):
 *   npx tsx apps/api/scripts/check-content.ts [track-id ...]     (no ids: every track and the generic plan)
 * `generic` names the generic plan's folder (content/generic).
 * Errors fail the run (exit 1) and `npm test` fails on them too. Warnings are README rules the older tracks
 * do not all meet yet; they are listed in full for the tracks named, and counted per rule otherwise.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { trackFolders } from '../src/ai/offline/curricula/read-track';
import { CONTENT_ROOT, GENERIC_ROOT } from '../src/ai/offline/curricula/content-root';
import { GENERIC_TRACK_ID } from '../src/ai/offline/generic/fill';
import { validateTracks, WARNING_RULES, type ContentIssue, type WarningRule } from './content/validate';

const ids = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const listWarnings = ids.length > 0 || process.argv.includes('--warnings');
const withGeneric = ids.length === 0 || ids.includes(GENERIC_TRACK_ID);
const trackIds = ids.filter((id) => id !== GENERIC_TRACK_ID);
const folders =
  trackIds.length > 0
    ? trackIds.map((id) => path.join(CONTENT_ROOT, id))
    : ids.length > 0
      ? []
      : trackFolders(CONTENT_ROOT);
const missing = folders.filter((folder) => !existsSync(folder));
if (missing.length > 0) {
  console.error(
    `No such track folder: ${missing.map((folder) => path.relative(process.cwd(), folder)).join(', ')}`,
  );
  process.exit(1);
}

const started = performance.now();
const reports = [
  ...(folders.length > 0 ? await validateTracks(CONTENT_ROOT, folders) : []),
  ...(withGeneric ? await validateTracks(CONTENT_ROOT, [GENERIC_ROOT], undefined, { template: true }) : []),
];
const where = (issue: ContentIssue) => `${issue.file}${issue.line ? `:${issue.line}` : ''}`;
const totals = new Map<WarningRule, number>();
let errors = 0;

for (const report of reports) {
  const trackErrors = report.issues.filter((issue) => issue.severity === 'error');
  const warnings = report.issues.filter((issue) => issue.severity === 'warning');
  errors += trackErrors.length;
  console.log(
    `${trackErrors.length > 0 ? 'FAIL' : 'ok  '} ${report.id}: ${report.lessons} lessons, ${trackErrors.length} errors, ${warnings.length} warnings`,
  );
  for (const issue of trackErrors) console.log(`  error   ${where(issue)}  ${issue.message}`);
  if (listWarnings) for (const issue of warnings) console.log(`  warning ${where(issue)}  ${issue.message}`);
  const counts = new Map<WarningRule, number>();
  for (const { rule } of warnings) if (rule) counts.set(rule, (counts.get(rule) ?? 0) + 1);
  for (const [rule, count] of counts) totals.set(rule, (totals.get(rule) ?? 0) + count);
  if (!listWarnings && counts.size > 0)
    console.log(
      `  warnings: ${[...counts].map(([rule, count]) => `${count} × ${WARNING_RULES[rule]}`).join('; ')}`,
    );
}

console.log(
  `\n${[folders.length > 0 ? `${folders.length} tracks` : '', withGeneric ? 'the generic plan' : ''].filter(Boolean).join(' and ')}, ${errors} errors, ${[...totals.values()].reduce((a, b) => a + b, 0)} warnings` +
    (totals.size > 0
      ? ` (${[...totals].map(([rule, count]) => `${count} × ${WARNING_RULES[rule]}`).join('; ')})`
      : '') +
    ` in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (!listWarnings && totals.size > 0) console.log('Name a track (or pass --warnings) to list each warning.');
process.exit(errors > 0 ? 1 : 0);
