const STOP = new Set(
  (
    'a an the and or but if then else of to in on at by for with from as is are was were be been being it its this that ' +
    'these those there here what which who whom whose why how when where do does did done can could should would will ' +
    'shall may might must have has had having you your yours i me my we our they them their he she his her not no yes ' +
    'so than too very just also about into over under again more most some any each other such only own same up down out ' +
    'off all both few many much one two use used using get make way thing things like tell explain please'
  ).split(' '),
);

/** Lower-case word stems without stop words: enough for rubric matching and small retrieval. */
export function stems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9+#]+(?:[.-][a-z0-9]+)*/g) ?? [])
    .filter((word) => !STOP.has(word) && word.length > 1)
    .map(stem);
}

export function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(ies|es|s|ing|ed|ly|ment)$/, (suffix) => (suffix === 'ies' ? 'y' : ''));
}

/** Sentences of a Markdown text, without code blocks. */
export function sentences(text: string): string[] {
  return text
    .replace(/```[\s\S]*?```/g, '\n\n')
    .replace(/^#{1,6}\s.*$/gm, '\n\n')
    .replace(/^\s*(?:[-*]|\d+\.)\s+/gm, '\n\n')
    .replace(/\*\*/g, '')
    .split(/(?<=[.!?])\s+|\n{2,}/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length > 25);
}

export const normaliseQuestion = (question: string) => stems(question).join(' ');
