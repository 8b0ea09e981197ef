import type { Lesson } from '@pathwise/contract';
import type { ChatTurn, LearnerStanding } from './conversation-types';
import { englishPart } from './language';
import { classifyTurn, turnLanguage } from './turns';

/**
 * Which quiz question a tutor message answers, read from the day's history alone: the offline tutor decides
 * what to grade by it, and the conversation service records the same answer for the learner's mastery
 * (decision 052). Light on purpose (no retrieval, no grader): the server's main thread loads it.
 */

export interface OpenQuestion {
  index: number;
  /** The learner already had a hint for this question: the next miss reveals the answer. */
  retry: boolean;
}

export const lastBotTurn = (history: readonly ChatTurn[]) =>
  [...history].reverse().find((turn) => turn.role === 'assistant');

/** The quiz question the tutor's last message left open, read from its "Question i of n" line. */
export function openQuestion(lesson: Lesson, history: readonly ChatTurn[]): OpenQuestion | undefined {
  const last = lastBotTurn(history);
  if (!last) return undefined;
  const marker = [...last.text.matchAll(/Question (\d+) of (\d+)( \(another try\))?/g)].at(-1);
  if (marker && Number(marker[2]) === lesson.quiz.length) {
    const index = Number(marker[1]) - 1;
    if (index >= 0 && index < lesson.quiz.length) return { index, retry: Boolean(marker[3]) };
  }
  // A history written by a provider has no markers: fall back to the question text itself.
  const index = lesson.quiz.findIndex((item) => last.text.includes(item.question));
  return index >= 0 ? { index, retry: false } : undefined;
}

/** "recap", "yes, recap please", "recap do": a short message asking for yesterday's recap, never an answer. */
export const asksRecap = (message: string) =>
  /\b(recap|revise|revision)\b/i.test(message) && message.trim().split(/\s+/).length <= 6;

/** The message as the tutor reads it: a Hinglish or Hindi message by its English part. */
export function readable(message: string): string {
  return turnLanguage(message) === 'english' ? message : englishPart(message) || message;
}

/**
 * The open question a message answers, with the words to grade, or undefined when the message is anything
 * else (a question, a request, a feeling, the recap): only answers are graded.
 */
export function answeredQuestion(
  lesson: Lesson,
  history: readonly ChatTurn[],
  message: string,
  standing?: LearnerStanding,
): { index: number; answer: string } | undefined {
  const open = openQuestion(lesson, history);
  if (!open || !lesson.quiz[open.index]) return undefined;
  if (classifyTurn(message, true) !== 'answer') return undefined;
  const answer = readable(message);
  if (standing?.recap && asksRecap(answer)) return undefined;
  return { index: open.index, answer };
}
