/** Long learner messages for the AI load benches (bench/ai-stall, bench/ai-fair). */
export const MESSAGE_CHARS = 4000;

/** A 4,000-character message of ordinary words (the engine's worst case is text it must read whole). */
export function longMessage(seed: number): string {
  const words = [
    'python',
    'variables',
    'loops',
    'functions',
    'lists',
    'dictionary',
    'why',
    'how',
    'error',
    'class',
    'object',
    'scope',
    'recursion',
    'closure',
    'generator',
    'iterator',
    'module',
    'package',
  ];
  let text = '';
  for (let index = seed; text.length < MESSAGE_CHARS; index += 7) text += `${words[index % words.length]} `;
  return text.slice(0, MESSAGE_CHARS - 1) + '?';
}
