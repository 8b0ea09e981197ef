// Validates curated curriculum files: npx tsx apps/api/scripts/check-track.ts <file.ts> [...]
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { track } from '../src/ai/offline/curriculum-schema';

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
let failed = false;
for (const file of process.argv.slice(2)) {
  const mod = (await import(pathToFileURL(path.resolve(file)).href)) as { track?: unknown };
  const result = track.safeParse(mod.track);
  if (!result.success) {
    failed = true;
    console.error(`${file}: INVALID`);
    for (const issue of result.error.issues) console.error(`  ${issue.path.join('.')}: ${issue.message}`);
    continue;
  }
  const all = [...result.data.days, ...result.data.advancedDays];
  const counts = all.map((day) => words(day.explanation));
  console.log(
    `${file}: ok — ${all.length} days, explanation words min ${Math.min(...counts)} / avg ${Math.round(
      counts.reduce((a, b) => a + b, 0) / counts.length,
    )}, basic days ${result.data.days.filter((d) => d.basic).length}`,
  );
}
process.exit(failed ? 1 : 0);
