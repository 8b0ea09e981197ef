/**
 * What the tutor takes each chat message for: npx tsx bench/ai-eval/run-turns.ts
 * Classifies the tuning set (turns.json) and the held-out set (held-out/turns.json, written before tuning
 * and never tuned on): the share right overall, by language and by kind, and the tuning set's misses.
 * The held-out misses are printed only with --misses, after the figures are recorded.
 */
import { classifyCases, loadTurnCases, shareRight, type ClassifiedTurn } from './turns-eval';

const percent = (value: number) => `${(100 * value).toFixed(1)} %`;

function report(label: string, cases: readonly ClassifiedTurn[], misses: boolean) {
  const other = cases.filter((entry) => entry.language !== 'english');
  console.log(
    `${label}: ${cases.length} messages, ${percent(shareRight(cases))} right; Hinglish or Hindi ${other.length}, ${percent(shareRight(other))} right`,
  );
  const kinds = [...new Set(cases.map((entry) => entry.kind))];
  console.log(
    `  by kind: ${kinds
      .map((kind) => {
        const of = cases.filter((entry) => entry.kind === kind);
        return `${kind} ${of.filter((entry) => entry.got === kind).length}/${of.length}`;
      })
      .join(', ')}`,
  );
  if (misses)
    for (const miss of cases.filter((entry) => entry.got !== entry.kind))
      console.log(
        `  miss  ${miss.kind} → ${miss.got}  ${miss.question ? 'open' : 'none'}  ${JSON.stringify(miss.message)}`,
      );
}

report('tuning', classifyCases(loadTurnCases('tuning')), true);
report('held-out', classifyCases(loadTurnCases('held-out')), process.argv.includes('--misses'));
