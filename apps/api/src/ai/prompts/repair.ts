import { JSON_ONLY } from './context';

/** The one repair attempt: show the model its own reply and exactly what was wrong with it. */
export function repairPrompt(problems: string[]): string {
  return [
    'Your reply could not be used:',
    ...problems.slice(0, 10).map((problem) => `- ${problem}`),
    'Send the corrected reply in full, following the requested structure exactly.',
    JSON_ONLY,
  ].join('\n');
}
