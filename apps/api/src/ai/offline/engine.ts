import type { ExperienceLevel, Lesson, PlanCoverage, QuizItem } from '@pathwise/contract';
import {
  offlineAssistantReply,
  offlineEvaluate,
  offlineQuestionItems,
  offlineTutorReply,
} from './conversation';
import type { AssistantContext } from './assistant';
import type { ChatTurn } from './conversation-types';
import type { CrossQuestion } from './cross-questions';
import { genericRubric } from './cross-questions';
import { tracks } from './curricula';
import { planCoverage } from './goal/coverage';
import { goalSubject, understandGoal } from './goal-matching';
import { offlineLesson, type PlanForLesson } from './lesson';
import { buildOfflinePlan, type OfflinePlan } from './plan-builder';
import type { RubricResult } from './rubric';
import { findQuizItem, searchDays } from './search';
import { idf } from './vocabulary';
import { groundingLesson } from '../grounding';

/**
 * Bounded work per message (decision 019): the engine reads at most this much of a learner's message,
 * a history turn or an answer, and of a topic text for cross-questions. Retrieval and matching cost
 * grows faster than the text (a 4,000-character message took ~0.6 s, a 20,000-character topic ~4 s);
 * what a tutor, an assistant or a question generator needs is in the first few sentences. A provider,
 * when configured, still gets the whole message (its own token quota bounds it).
 */
export const ENGINE_MESSAGE_CHARS = 1000;
export const ENGINE_TOPIC_CHARS = 1500;
/** An answer is graded whole up to this (key points can be anywhere in it; grading is linear). */
export const ENGINE_ANSWER_CHARS = 4000;

/** The text cut to `max` characters at a word boundary when there is one near the end. */
export function bounded(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > max * 0.8 ? cut.slice(0, space) : cut;
}

const boundedHistory = (history: readonly ChatTurn[]): ChatTurn[] =>
  history.map((turn) => ({ ...turn, text: bounded(turn.text, ENGINE_MESSAGE_CHARS) }));

export interface ConversationTask extends AssistantContext {
  lesson?: Lesson | undefined;
  history: readonly ChatTurn[];
  message: string;
}

/** Everything the offline engine does, as messages a worker thread answers (plain data both ways). */
export type EngineTask =
  | { op: 'tutor'; input: ConversationTask }
  | { op: 'assistant'; input: ConversationTask }
  | { op: 'questions'; lessonContent: string; count: number; tracks: readonly string[] }
  | { op: 'evaluate'; question: string; answer: string; rubric?: QuizItem | undefined }
  | { op: 'rubric'; question: string }
  | { op: 'plan'; goal: string; level: ExperienceLevel }
  | { op: 'lesson'; plan: PlanForLesson; day: number }
  | { op: 'grounding'; plan: PlanForLesson & { tracks?: readonly string[] | undefined }; day: number }
  | {
      op: 'coverage';
      plan: { goal: string; tracks: readonly string[]; origin: string };
    }
  | { op: 'warm' };

export interface EngineResults {
  tutor: string;
  assistant: string;
  questions: CrossQuestion[];
  evaluate: RubricResult;
  rubric: QuizItem | null;
  plan: OfflinePlan;
  lesson: Lesson;
  grounding: Lesson | null;
  coverage: PlanCoverage;
  warm: null;
}

export type EngineResult<T extends EngineTask> = EngineResults[T['op']];

/** Runs one task. In production this runs on a worker thread (./worker.ts), never on the request thread. */
export function runEngineTask(task: EngineTask): EngineResults[EngineTask['op']] {
  switch (task.op) {
    case 'tutor':
      return offlineTutorReply({
        ...task.input,
        history: boundedHistory(task.input.history),
        message: bounded(task.input.message, ENGINE_MESSAGE_CHARS),
      });
    case 'assistant':
      return offlineAssistantReply({
        ...task.input,
        history: boundedHistory(task.input.history),
        message: bounded(task.input.message, ENGINE_MESSAGE_CHARS),
      });
    case 'questions':
      return offlineQuestionItems(bounded(task.lessonContent, ENGINE_TOPIC_CHARS), task.count, {
        tracks: task.tracks,
      });
    case 'evaluate':
      return offlineEvaluate(
        bounded(task.question, ENGINE_MESSAGE_CHARS),
        bounded(task.answer, ENGINE_ANSWER_CHARS),
        task.rubric,
      );
    case 'rubric': {
      const question = bounded(task.question, ENGINE_MESSAGE_CHARS);
      return findQuizItem(question) ?? genericRubric(question) ?? null;
    }
    case 'plan':
      return buildOfflinePlan(task.goal, task.level);
    case 'lesson':
      return offlineLesson(task.plan, task.day);
    case 'grounding':
      return groundingLesson(task.plan, task.day) ?? null;
    case 'coverage': {
      const understood = understandGoal(task.plan.goal);
      return planCoverage(
        {
          goal: task.plan.goal,
          subject: goalSubject(task.plan.goal),
          trackIds: task.plan.tracks,
          origin: task.plan.origin === 'provider' ? 'provider' : 'offline',
          context: understood.context,
          untaught: understood.untaught,
        },
        tracks,
      );
    }
    case 'warm':
      // Builds the retrieval indexes (about a second of CPU) so the first learner's question doesn't pay for it.
      searchDays('warm up');
      idf('warm');
      return null;
  }
}
