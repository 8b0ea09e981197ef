import type { Lesson, QuizItem } from '@pathwise/contract';
import { headingsOf, passagesOf, quote, searchPassages } from './passages';
import { findIndexedDayByTopic, searchDays } from './search';
import { plainTerms, queryTerms, share, terms } from './terms';

const listed = (items: readonly string[]) => items.map((item) => `“${item}”`).join(', ');

/**
 * Answers a learner's question from today's lesson (the passage that covers the question's subject),
 * then from the lesson's curriculum and the learner's other tracks, and otherwise says honestly that
 * the lesson does not cover it and which parts it does cover. Passages that would give away the open
 * quiz question's answer are left out.
 */
export function answerFromLesson(
  lesson: Lesson,
  message: string,
  context: { tracks?: readonly string[] | undefined; open?: QuizItem | undefined } = {},
): string {
  const passages = passagesOf(lesson.detailedExplanation);
  const sections = headingsOf(passages).slice(0, 6);
  const covers = sections.length > 0 ? ` Today's lesson covers ${listed(sections)}.` : '';
  if (queryTerms(message).length === 0)
    return `Which part is unclear?${covers} Tell me the section or the term you're stuck on and I'll go through it with you.`;

  // A passage that is the open quiz question's answer would give it away before the learner tried.
  const answer = context.open ? terms(context.open.answer) : [];
  // Asking about the topic as a whole ("I didn't get promises and async/await"): start from the top.
  if (share(plainTerms(lesson.topicName), new Set(plainTerms(message))) >= 0.6) {
    const opening = passages.filter((passage) => !passage.markdown.startsWith('```')).slice(0, 2);
    if (opening.length > 0)
      return `From today's lesson:\n\n${opening.map((passage) => quote(passage, 600)).join('\n\n')}\n\nThat's how the lesson opens. Which part is unclear? Tell me and we'll go through it step by step.`;
  }
  const [best, second] = searchPassages(passages, message, 4).filter(
    (hit) => answer.length === 0 || share(answer, hit.passage.terms) < 0.6,
  );
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
