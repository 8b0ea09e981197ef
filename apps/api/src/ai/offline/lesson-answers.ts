import type { Lesson } from '@pathwise/contract';
import { headingsOf, passagesOf, quote, searchPassages } from './passages';
import { findIndexedDayByTopic, searchDays } from './search';
import { queryTerms } from './terms';

const listed = (items: readonly string[]) => items.map((item) => `“${item}”`).join(', ');

/**
 * Answers a learner's question from today's lesson (the passage that covers the question's subject),
 * then from the lesson's curriculum and the learner's other tracks, and otherwise says honestly that
 * the lesson does not cover it and which parts it does cover.
 */
export function answerFromLesson(
  lesson: Lesson,
  message: string,
  context: { tracks?: readonly string[] | undefined } = {},
): string {
  const passages = passagesOf(lesson.detailedExplanation);
  const sections = headingsOf(passages).slice(0, 6);
  const covers = sections.length > 0 ? ` Today's lesson covers ${listed(sections)}.` : '';
  if (queryTerms(message).length === 0)
    return `Which part is unclear?${covers} Tell me the section or the term you're stuck on and I'll go through it with you.`;

  const [best, second] = searchPassages(passages, message, 2);
  if (best) {
    const parts = [quote(best.passage)];
    if (second && second.coverage >= best.coverage && parts[0]!.length + second.passage.markdown.length < 700)
      parts.push(quote(second.passage));
    const where = best.passage.heading ? ` (from the section “${best.passage.heading}”)` : '';
    return `From today's lesson:\n\n${parts.join('\n\n')}\n\nDoes that answer it${where}? Try explaining it back to me in your own words.`;
  }

  const source = findIndexedDayByTopic(lesson.topicName);
  const tracks = [...(source ? [source.trackId] : []), ...(context.tracks ?? [])];
  for (const hit of searchDays(message, 5, { tracks })) {
    if (hit.day.id === source?.id) continue;
    const [related] = searchPassages(passagesOf(hit.day.content.explanation), message, 1);
    if (related)
      return `That goes beyond today's lesson. From “${hit.day.content.topicName}” (${hit.day.trackTitle}):\n\n${quote(related.passage)}`;
  }
  return `I couldn't find that in today's lesson on ${lesson.topicName}.${covers} Try asking about one of those parts, or rephrase your question with the key term you're stuck on.`;
}
