/**
 * The key a cross-question is found by when the learner's answer comes back: case, punctuation,
 * spacing and a leading "1." or "Q1:" (screens number the questions) do not matter. Spaced review finds
 * a quiz question's card by the same key.
 */
export function questionKey(question: string): string {
  return question
    .trim()
    .replace(/^(?:q(?:uestion)?\s*)?\d{1,2}\s*[.):-]\s+/i, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** SPEC: questions travel as one newline-separated text; a question never spans lines. */
export function joinQuestions(questions: readonly string[]): string {
  return questions
    .map((question) => question.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
