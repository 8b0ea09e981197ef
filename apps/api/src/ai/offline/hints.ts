import type { Lesson, QuizItem } from '@pathwise/contract';
import { passagesOf } from './passages';
import { sentences } from './text';
import { share, termSet, terms } from './terms';

/** A cloze blank that stays plain text in Markdown (underscores would turn into emphasis). */
const BLANK = '[…]';

/** Replaces the words of `sentence` whose terms are in `hidden` with blanks (at most `max`). */
function cloze(sentence: string, hidden: ReadonlySet<string>, max = 3): { text: string; blanks: number } {
  let blanks = 0;
  const text = sentence.replace(/[A-Za-z][A-Za-z0-9+#'-]*/g, (word) => {
    const [term] = terms(word);
    if (blanks < max && term && hidden.has(term)) {
      blanks += 1;
      return BLANK;
    }
    return word;
  });
  return { text, blanks };
}

/** Keeps a long sentence readable: a window of about `max` characters around its first blank. */
function around(text: string, max = 220): string {
  if (text.length <= max) return text;
  const at = Math.max(0, text.indexOf(BLANK) - max / 3);
  const start = at === 0 ? 0 : text.indexOf(' ', at) + 1;
  const slice = text.slice(start, start + max);
  return `${start > 0 ? '…' : ''}${slice.slice(0, slice.lastIndexOf(' ')).trim()}…`;
}

/**
 * A hint that points the learner back at the lesson without giving the answer away: the lesson
 * sentence that best supports the reference answer, with the missing key ideas blanked out, and the
 * section it is in. Falls back to naming how many ideas are missing and how the first one begins.
 */
export function hintFor(item: QuizItem, lesson: Lesson, missing: readonly string[]): string {
  const points = missing.length > 0 ? missing : item.keyPoints;
  const hidden = new Set(points.flatMap(terms));
  const target = termSet(`${item.answer} ${points.join(' ')}`);
  let best: { heading: string; sentence: string; score: number } | undefined;
  for (const passage of passagesOf(lesson.detailedExplanation)) {
    if (passage.markdown.startsWith('```')) continue;
    for (const sentence of sentences(passage.markdown)) {
      const score = share(target, termSet(sentence));
      if (!best || score > best.score) best = { heading: passage.heading, sentence, score };
    }
  }
  if (best && best.score >= 0.25) {
    const { text, blanks } = cloze(best.sentence, hidden);
    if (blanks > 0 && !text.includes(item.answer)) {
      const where = best.heading ? ` Look again at “${best.heading}” in the lesson:` : ' From the lesson:';
      return `**Hint:**${where} “${around(text)}” Which words fill the blanks?`;
    }
  }
  const first = points[0] ?? '';
  const opening = first.split(/\s+/).slice(0, Math.max(1, Math.ceil(first.split(/\s+/).length / 3))).join(' ');
  const count = points.length === 1 ? 'one more idea' : `${points.length} ideas`;
  return `**Hint:** a complete answer needs ${count}. Start with the one that begins “${opening}…”.`;
}
