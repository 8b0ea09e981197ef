import type { QuizItem } from '@pathwise/contract';
import { gradeOpenAnswer, gradeWithKeyPoints, type RubricResult } from './rubric';
import { findQuizItem, searchDays, type DayHit } from './search';
import { plainTerms, queryTerms, share, termSet, terms } from './terms';
import { idf, weightedCoverage } from './vocabulary';

export interface CrossQuestion {
  question: string;
  /** Reference answer and key points the answer is graded by. */
  rubric: QuizItem;
  source: 'curated' | 'generic';
}

/** Probing questions about any topic, each with key points a grader can look for. */
const GENERIC: ReadonlyArray<{
  question: (topic: string) => string;
  pattern: RegExp;
  answer: (topic: string) => string;
  keyPoints: (topic: string) => string[];
}> = [
  {
    question: (t) => `In your own words, what is ${t}, and what problem does it solve?`,
    pattern: /^In your own words, what is (.+), and what problem does it solve\?$/,
    answer: (t) =>
      `It defines ${t} in plain words, names the problem it solves (what is hard or impossible without it), and grounds both in one concrete example.`,
    keyPoints: (t) => [`what ${t} is`, 'the problem it solves', 'an example'],
  },
  {
    question: (t) => `Walk through a small worked example of ${t} step by step. What happens at each step?`,
    pattern: /^Walk through a small worked example of (.+) step by step\. What happens at each step\?$/,
    answer: (t) =>
      `It picks one small, concrete example of ${t}, goes through it in order (first, then, finally), and says what each step produces and why.`,
    keyPoints: (t) => [`an example of ${t}`, 'the steps in order', 'the result of each step'],
  },
  {
    question: (t) => `What is a common mistake people make with ${t}, and how would you notice and fix it?`,
    pattern: /^What is a common mistake people make with (.+), and how would you notice and fix it\?$/,
    answer: (t) =>
      `It names one specific mistake made with ${t}, the symptom that shows it (an error, a wrong result), and the fix or the habit that avoids it.`,
    keyPoints: () => ['a specific mistake', 'how you notice it', 'how to fix it'],
  },
  {
    question: (t) => `How would you check that your work with ${t} is correct?`,
    pattern: /^How would you check that your work with (.+) is correct\?$/,
    answer: (t) =>
      `It describes a concrete check for ${t} (a test, a measurement, a comparison with a known answer), the result to expect, and what to do when the check fails.`,
    keyPoints: () => ['a concrete check or test', 'the result you expect', 'what you do if it fails'],
  },
  {
    question: (t) => `Compare ${t} with an alternative approach. When would you choose each, and why?`,
    pattern: /^Compare (.+) with an alternative approach\. When would you choose each, and why\?$/,
    answer: (t) =>
      `It names a real alternative to ${t}, says in which situation each is the better choice, and gives the reason: the trade-off (speed, cost, simplicity, risk) behind the choice.`,
    keyPoints: () => ['a named alternative', 'when to choose each', 'the reason or trade-off'],
  },
];

export const GENERIC_REFERENCE_LABEL = 'A strong answer';

/** The topic a learner typed (or the first line of pasted lesson text), without Markdown. */
export function topicOf(lessonContent: string): string {
  const firstLine = lessonContent.split('\n').find((line) => line.trim()) ?? '';
  return (
    firstLine
      .replace(/^#+\s*|\*\*/g, '')
      .replace(/[.?!:;]+$/, '')
      .trim()
      .slice(0, 80) || 'this topic'
  );
}

function genericQuestions(topic: string): CrossQuestion[] {
  return GENERIC.map((entry) => ({
    question: entry.question(topic),
    rubric: { question: entry.question(topic), answer: entry.answer(topic), keyPoints: entry.keyPoints(topic) },
    source: 'generic',
  }));
}

/** The generic rubric behind a question we wrote for an unknown topic, recovered from its wording. */
export function genericRubric(question: string): QuizItem | undefined {
  for (const entry of GENERIC) {
    const topic = entry.pattern.exec(question.trim())?.[1];
    if (topic) return { question: question.trim(), answer: entry.answer(topic), keyPoints: entry.keyPoints(topic) };
  }
  return undefined;
}

/**
 * Curated days that are about what the learner typed, best first. For a short topic: days that cover
 * most of its meaning, or name its most telling term ("overfitting" in "machine learning overfitting")
 * in their title or quiz; days whose title names the topic win. For pasted lesson text: days whose
 * topic name it mentions.
 */
function matchingDays(lessonContent: string, tracks: readonly string[]): DayHit[] {
  const wanted = queryTerms(lessonContent);
  if (wanted.length === 0) return [];
  const hits = searchDays(lessonContent, 8, { tracks });
  if (wanted.length > 8) {
    const content = termSet(lessonContent);
    return hits.filter((hit) => share(terms(hit.day.content.topicName), content) >= 0.5);
  }
  const telling = wanted.reduce((best, term) => (idf(term) > idf(best) ? term : best));
  const subject = plainTerms(lessonContent);
  const scored = hits.map((hit, rank) => {
    const day = hit.day.content;
    const named = termSet(`${day.topicName} ${day.quiz.map((q) => q.question).join(' ')}`);
    const coverage = weightedCoverage(wanted, termSet(`${day.topicName} ${day.explanation}`));
    const relevant = coverage >= 0.75 || (named.has(telling) && coverage >= 0.4);
    // How squarely the day is about the topic: its title, then how many of its quiz questions name it.
    const asked = day.quiz.map((item) => share(subject, new Set(plainTerms(item.question))));
    const title = share(subject, new Set(plainTerms(day.topicName)));
    return { hit, rank, relevant, title, focus: title + asked.reduce((sum, value) => sum + value, 0) / asked.length };
  });
  const relevant = scored.filter((entry) => entry.relevant);
  // Days whose title names the topic beat days that only mention it; with none, any relevant day will do.
  const titled = relevant.filter((entry) => entry.title > 0);
  return (titled.length > 0 ? titled : relevant)
    .sort((a, b) => b.focus - a.focus || a.rank - b.rank)
    .map((entry) => entry.hit);
}

/**
 * Cross-questions with their rubrics: the quiz items of the curriculum days that match the topic (best
 * day first), topped up with probing questions; for a topic the library does not cover, probing
 * questions about it whose key points follow from the question.
 */
export function offlineQuestionItems(
  lessonContent: string,
  count = 5,
  options: { tracks?: readonly string[] } = {},
): CrossQuestion[] {
  const wanted = Math.max(3, count);
  const generic = genericQuestions(topicOf(lessonContent));
  const days = matchingDays(lessonContent, options.tracks ?? []).slice(0, 3);
  if (days.length === 0) return generic.slice(0, wanted);
  const curated: CrossQuestion[] = [];
  const seen = new Set<string>();
  for (const hit of days)
    for (const item of hit.day.content.quiz)
      if (!seen.has(item.question)) {
        seen.add(item.question);
        curated.push({ question: item.question, rubric: item, source: 'curated' });
      }
  return [...curated, ...generic.slice(1)].slice(0, wanted);
}

/** Cross-questions (text only), as the gateway's offline answer. */
export function offlineQuestions(lessonContent: string, count = 5): string[] {
  return offlineQuestionItems(lessonContent, count).map((item) => item.question);
}

/**
 * Rubric feedback for one answer: against the given rubric, else the curated quiz item or the generic
 * rubric the question's wording identifies, else an honest open assessment.
 */
export function offlineEvaluate(question: string, userAnswer: string, rubric?: QuizItem): RubricResult {
  const generic = genericRubric(question);
  const item = rubric ?? findQuizItem(question) ?? generic;
  if (!item) return gradeOpenAnswer(question, userAnswer);
  const isGeneric = generic !== undefined && item.answer === generic.answer;
  return gradeWithKeyPoints(item, userAnswer, isGeneric ? { referenceLabel: GENERIC_REFERENCE_LABEL } : {});
}
