import type { QuizItem } from '@pathwise/contract';
import { bagOf, ownForms, type Bag } from './grading-terms';
import { feedbackLines, type Grade, type GradeLevel, type RubricResult } from './rubric';
import { searchDays } from './search';
import { queryTerms, termSet } from './terms';
import { isInstruction, isNotAnAnswer } from './turns';
import { weightedCoverage } from './vocabulary';

/** One thing a strong answer does ("names a specific mistake"), recognised by the wording that does it. */
export type Criterion = RegExp;

const clauses = (answer: string) =>
  answer
    .split(/(?<=[.;!?])\s+|\n+|:\s+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Words the answer adds beyond the question and the rubric's own wording, per clause. */
const substance = (text: string, exclude: Bag) => ownForms(bagOf(text), exclude).forms.size;

/** The answer names the topic, or a word inside it ("bee" in "beekeeping"). */
function namesTopic(answer: Bag, topic: Bag): boolean {
  for (const word of answer.forms)
    for (const form of topic.forms)
      if (word === form || (word.length >= 3 && form.length >= 6 && form.includes(word))) return true;
  return false;
}

/**
 * An answer that doesn't name the topic may still be about it ("the hive", "a two-minute talk"); it is
 * off-topic when it reads as a lesson on a subject the library teaches: most of its meaning is one
 * curated day's (a third of it, where answers about the topic stay under a quarter).
 */
function aboutAnotherSubject(answer: string): boolean {
  const [hit] = searchDays(answer, 1);
  if (!hit) return false;
  const day = hit.day.content;
  return weightedCoverage(queryTerms(answer), termSet(`${day.topicName} ${day.explanation}`)) >= 0.35;
}

/**
 * Grades an answer to a probing question the library has no reference for, by what a strong answer
 * does: each criterion counts only in a clause that says something of its own (two or more words
 * beyond the question and the rubric), so handing the question or the rubric back earns nothing. An
 * answer that never touches the topic is off-topic however well it is built.
 */
export function gradeByCriteria(
  item: QuizItem,
  topic: string,
  criteria: readonly Criterion[],
  answer: string,
): Grade {
  const all = item.keyPoints;
  const none = (score: number, level: GradeLevel): Grade => ({
    score,
    level,
    covered: [],
    missing: [...all],
  });
  if (isInstruction(answer)) return none(0, 'instruction');
  const have = bagOf(answer);
  if (have.forms.size === 0 || (isNotAnAnswer(answer) && have.forms.size < 4)) return none(0, 'empty');
  const exclude = bagOf(`${item.question} ${item.answer} ${all.join(' ')}`);
  const own = substance(answer, exclude);
  // Too little of its own: the question handed back, or a few words that don't answer it yet.
  if (own < 3) return none(own > 0 ? 1 : 0, own * 2 < have.forms.size ? 'restated' : 'weak');
  if (!namesTopic(have, bagOf(topic)) && aboutAnotherSubject(answer)) return none(1, 'off-topic');
  const parts = clauses(answer).filter((part) => substance(part, exclude) >= 2);
  const met = criteria.map((criterion) => parts.some((part) => criterion.test(part)));
  const covered = all.filter((_, index) => met[index]);
  const missing = all.filter((_, index) => !met[index]);
  let score = Math.round(3 + (7 * covered.length) / Math.max(1, all.length));
  if (own < 6) score = Math.min(score, 6);
  const level: GradeLevel = score >= 7 ? 'complete' : score >= 4 ? 'partial' : 'weak';
  return { score, level, covered, missing };
}

export function gradeByCriteriaWithFeedback(
  item: QuizItem,
  topic: string,
  criteria: readonly Criterion[],
  answer: string,
  referenceLabel: string,
): RubricResult {
  const graded = gradeByCriteria(item, topic, criteria, answer);
  return {
    score: graded.score,
    feedback: [...feedbackLines(graded, item), `${referenceLabel}: ${item.answer}`].join('\n'),
  };
}

/** Without any rubric: relevance beyond the question's own words, reasoning and an example. */
export function gradeOpenAnswer(question: string, answer: string): RubricResult {
  const words = answer.trim().split(/\s+/).filter(Boolean).length;
  if (words === 0 || (isNotAnAnswer(answer) && words < 6))
    return {
      score: 0,
      feedback:
        "You haven't answered this one yet. Try a first answer in two or three sentences: say what it is, why it matters, and give one example.",
    };
  if (isInstruction(answer))
    return {
      score: 0,
      feedback:
        'That reads as an instruction to the grader rather than an answer, so it earns no marks: only answers are graded.',
    };
  const asked = bagOf(question);
  const own = ownForms(bagOf(answer), asked).forms.size;
  const relevant = [...bagOf(answer).forms].some((form) => asked.forms.has(form));
  const reasons = /\b(because|so that|therefore|which means|since|this is why)\b/i.test(answer);
  const example = /\b(for example|for instance|e\.g\.|such as|like when)\b|`|\d/.test(answer);
  if (own < 3 && own * 2 < bagOf(answer).forms.size)
    return {
      score: 1,
      feedback:
        'Your answer repeats the words of the question without explaining anything of its own. Say what it is, why it matters, and give one example.',
    };
  let score =
    2 + (relevant ? 2 : 0) + (own >= 12 ? 2 : own >= 6 ? 1 : 0) + (reasons ? 2 : 0) + (example ? 2 : 0);
  if (!relevant) score = Math.min(score, 3);
  const strengths: string[] = [];
  if (relevant) strengths.push('it answers the question directly');
  if (reasons) strengths.push('it explains why');
  if (example) strengths.push('it includes an example');
  const tips: string[] = [];
  if (!relevant) tips.push('answer the question directly, using its key terms');
  if (own < 12) tips.push('develop the answer in two or three sentences');
  if (!reasons) tips.push('explain why, not only what ("because ...")');
  if (!example) tips.push('add a concrete example');
  const good = strengths.length > 0 ? `What works: ${strengths.join(', ')}. ` : '';
  const feedback =
    tips.length === 0
      ? 'Strong answer: it is on topic, explains the reasoning and includes an example. Check the details against your lesson or the official documentation.'
      : `${good}To improve it, ${tips.join('; ')}. Then compare it with your lesson or the official documentation.`;
  return { score: Math.min(10, score), feedback };
}
