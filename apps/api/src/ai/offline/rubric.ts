import type { QuizItem } from '@pathwise/contract';
import { coverage, stems } from './text';

export interface RubricResult {
  score: number;
  feedback: string;
}

/**
 * Grades an answer against a quiz item's key points: a key point counts as covered when at least
 * half of its content words (stemmed) appear in the answer or the model answer's wording matches.
 */
export function gradeWithKeyPoints(item: QuizItem, answer: string): RubricResult {
  const have = new Set(stems(answer));
  const covered: string[] = [];
  const missing: string[] = [];
  for (const point of item.keyPoints) {
    const words = stems(point);
    (coverage(words, have) >= 0.5 ? covered : missing).push(point);
  }
  const words = answer.trim().split(/\s+/).filter(Boolean).length;
  let score = Math.round((10 * covered.length) / Math.max(1, item.keyPoints.length));
  if (words < 4) score = Math.min(score, 3);
  const parts: string[] = [];
  if (covered.length === item.keyPoints.length) parts.push('Excellent: your answer covers every key point.');
  else if (covered.length > 0) parts.push(`Good start: you covered ${covered.join(', ')}.`);
  else parts.push("Not quite: your answer doesn't yet cover the key ideas.");
  if (missing.length > 0) parts.push(`To make it complete, address: ${missing.join(', ')}.`);
  parts.push(`Model answer: ${item.answer}`);
  return { score, feedback: parts.join(' ') };
}

/** Without a reference answer: checks relevance, reasoning and an example, and says so honestly. */
export function gradeOpenAnswer(question: string, answer: string): RubricResult {
  const questionWords = stems(question);
  const have = new Set(stems(answer));
  const relevance = coverage(questionWords, have);
  const words = answer.trim().split(/\s+/).filter(Boolean).length;
  const reasons = /\b(because|so that|therefore|which means|since|this is why)\b/i.test(answer);
  const example = /\b(for example|for instance|e\.g\.|such as|like when)\b|`|\d/.test(answer);
  let score = 2;
  if (relevance >= 0.3) score += 3;
  else if (relevance > 0) score += 1;
  if (words >= 25) score += 2;
  else if (words >= 10) score += 1;
  if (reasons) score += 2;
  if (example) score += 1;
  const tips: string[] = [];
  if (relevance < 0.3) tips.push('answer the question directly, using its key terms');
  if (words < 25) tips.push('develop the answer in two or three sentences');
  if (!reasons) tips.push('explain why, not only what ("because ...")');
  if (!example) tips.push('add a concrete example');
  const feedback =
    tips.length === 0
      ? 'Strong answer: it is on topic, explains the reasoning and includes an example. Check the details against your lesson or the official documentation.'
      : `Your answer is a start. To improve it: ${tips.join('; ')}. Then compare it with your lesson or the official documentation.`;
  return { score: Math.min(10, score), feedback };
}
