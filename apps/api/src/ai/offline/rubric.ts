import type { QuizItem } from '@pathwise/contract';
import { coverage, stems } from './text';
import { share, termSet, terms } from './terms';
import { weightedCoverage } from './vocabulary';

export interface RubricResult {
  score: number;
  feedback: string;
}

export type GradeLevel = 'complete' | 'partial' | 'weak' | 'off-topic' | 'empty';

export interface Grade {
  /** 0..10. */
  score: number;
  level: GradeLevel;
  covered: string[];
  missing: string[];
}

/** "I don't know" in its usual forms: not an attempt, so it is never graded as a wrong answer. */
export const NOT_AN_ANSWER =
  /^\s*(?:(?:i\s+)?(?:really\s+)?(?:don'?t|do not|didn'?t|did not|have no|no)\s+(?:really\s+)?(?:know|idea|clue|sure|understand)|dunno|idk|not sure|no idea|no clue|nothing|pass|skip)\b|^\s*[?.-]+\s*$/i;

/**
 * A key point counts as covered when the answer carries at least 60% of its meaning: its terms weighted
 * by how telling they are (idf), a longer word with a term as prefix counting. "rows" alone does not
 * cover "all left rows"; "left" and "rows" do.
 */
function pointCovered(point: string, have: ReadonlySet<string>): boolean {
  const wanted = terms(point);
  // A point made only of function words ("what it is") can't be matched word for word: a substantive answer covers it.
  if (wanted.length === 0) return have.size >= 8;
  return weightedCoverage(wanted, have) >= 0.6;
}

/**
 * Grades an answer against a rubric: key-point coverage with word forms and synonyms folded, plus
 * closeness to the reference answer (an answer in the reference's own words scores as it deserves even
 * where a key point is phrased differently). Short non-answers and off-topic answers score 0-1.
 */
export function grade(item: QuizItem, answer: string): Grade {
  const have = termSet(answer);
  if (have.size === 0 || (NOT_AN_ANSWER.test(answer) && have.size < 4))
    return { score: 0, level: 'empty', covered: [], missing: item.keyPoints };
  const reference = share(terms(item.answer), have);
  // An answer in the model answer's own words covers its key points, however they are phrased.
  const covered =
    reference >= 0.8 ? [...item.keyPoints] : item.keyPoints.filter((point) => pointCovered(point, have));
  const missing = item.keyPoints.filter((point) => !covered.includes(point));
  const topical = share([...terms(item.question), ...terms(item.answer), ...item.keyPoints.flatMap(terms)], have);
  if (covered.length === 0 && reference < 0.15 && topical < 0.1)
    return { score: have.size > 3 ? 1 : 0, level: 'off-topic', covered, missing };
  const points = covered.length / Math.max(1, item.keyPoints.length);
  let score = Math.round(10 * Math.max(points, Math.min(1, reference * 1.15)));
  const words = answer.trim().split(/\s+/).filter(Boolean).length;
  if (words < 3 && missing.length > 0) score = Math.min(score, 4);
  score = Math.max(0, Math.min(10, score));
  const level: GradeLevel = score >= 8 ? 'complete' : score >= 4 ? 'partial' : 'weak';
  return { score, level, covered, missing };
}

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('; ')} and ${items.at(-1) ?? ''}`;

/**
 * Feedback for one answer against a quiz item: what was right, what was missing, and the reference,
 * never a bare right/wrong. `referenceLabel` names the reference ("Model answer", or "A strong answer
 * would" for rubrics derived from a topic rather than written by hand).
 */
export function gradeWithKeyPoints(
  item: QuizItem,
  answer: string,
  options: { referenceLabel?: string } = {},
): RubricResult {
  const result = grade(item, answer);
  const label = options.referenceLabel ?? 'Model answer';
  const parts: string[] = [];
  switch (result.level) {
    case 'empty':
      parts.push(
        "You haven't answered this one yet, and that's fine: it shows what to review.",
        `A complete answer covers: ${list(item.keyPoints)}.`,
      );
      break;
    case 'off-topic':
      parts.push(
        "Your answer doesn't yet address what this question asks.",
        `The question asks for: ${list(item.keyPoints)}.`,
      );
      break;
    default:
      if (result.missing.length === 0) parts.push(`Excellent: your answer covers every key point (${list(result.covered)}).`);
      else if (result.covered.length > 0 || result.level === 'complete')
        parts.push(
          result.covered.length > 0 ? `Good start: you covered ${list(result.covered)}.` : 'Good: your answer has the right idea.',
          `To make it complete, address: ${list(result.missing)}.`,
        );
      else parts.push("Not quite: your answer doesn't yet cover the key ideas.", `What's missing: ${list(result.missing)}.`);
  }
  parts.push(`${label}: ${item.answer}`);
  // One idea per line: screens render the feedback as Markdown, where a newline is a line break.
  return { score: result.score, feedback: parts.join('\n') };
}

/** Without a reference answer: checks relevance, reasoning and an example, and says so honestly. */
export function gradeOpenAnswer(question: string, answer: string): RubricResult {
  const questionWords = stems(question);
  const have = new Set(stems(answer));
  const relevance = coverage(questionWords, have);
  const words = answer.trim().split(/\s+/).filter(Boolean).length;
  if (words === 0 || (NOT_AN_ANSWER.test(answer) && words < 6))
    return {
      score: 0,
      feedback:
        "You haven't answered this one yet. Try a first answer in two or three sentences: say what it is, why it matters, and give one example.",
    };
  const reasons = /\b(because|so that|therefore|which means|since|this is why)\b/i.test(answer);
  const example = /\b(for example|for instance|e\.g\.|such as|like when)\b|`|\d/.test(answer);
  let score = 2;
  if (relevance >= 0.3) score += 3;
  else if (relevance > 0) score += 1;
  if (words >= 25) score += 2;
  else if (words >= 10) score += 1;
  if (reasons) score += 2;
  if (example) score += 1;
  if (relevance === 0) score = Math.min(score, 2);
  const strengths: string[] = [];
  if (relevance >= 0.3) strengths.push('it answers the question directly');
  if (reasons) strengths.push('it explains why');
  if (example) strengths.push('it includes an example');
  const tips: string[] = [];
  if (relevance < 0.3) tips.push('answer the question directly, using its key terms');
  if (words < 25) tips.push('develop the answer in two or three sentences');
  if (!reasons) tips.push('explain why, not only what ("because ...")');
  if (!example) tips.push('add a concrete example');
  const good = strengths.length > 0 ? `What works: ${strengths.join(', ')}. ` : '';
  const feedback =
    tips.length === 0
      ? 'Strong answer: it is on topic, explains the reasoning and includes an example. Check the details against your lesson or the official documentation.'
      : `${good}Your answer is a start. To improve it: ${tips.join('; ')}. Then compare it with your lesson or the official documentation.`;
  return { score: Math.min(10, score), feedback };
}
