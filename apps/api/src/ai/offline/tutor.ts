import type { Lesson, QuizItem } from '@pathwise/contract';
import { offlineAssistantReply, type AssistantContext } from './assistant';
import type { ChatTurn } from './conversation-types';
import { hintFor } from './hints';
import { answerFromLesson } from './lesson-answers';
import { grade, NOT_AN_ANSWER, type Grade } from './rubric';
import { queryTerms } from './terms';
import { sentences } from './text';

export interface TutorInput extends AssistantContext {
  lesson?: Lesson | undefined;
  history: readonly ChatTurn[];
  message: string;
}

const GREETING =
  /^\s*(hi+|hey+|hello+|hiya|namaste|good (morning|afternoon|evening)|start|begin|ready|let'?s (go|start|begin)|yo)( there| again| tutor| everyone)?[\s!.]*$/i;
const EXPLICIT_ASK =
  /^\s*(what|why|how|when|where|which|who|explain|tell me|can you|could you|would you|please explain|define|describe|show me|give me an example|i (don'?t|do not|didn'?t|did not|can'?t|cannot) (understand|get|follow|see)|i'?m (confused|lost) (about|by|with)|confused (about|by))\b/i;
const QUESTION_FORM = /\?\s*$|^\s*(is|are|does|do|can|should|could|would|will)\b/i;
const REVEAL = /\b((tell|show|give) me the answer|what'?s the answer|just tell me|reveal|i give up|skip( this| it)?)\b/i;
const HINT = /\b(hint|clue|help me|give me a hint|stuck)\b/i;
const FINISHED = /\b(done|finished|completed?|all set)\b/i;
const AGAIN = /\b(quiz me|(ask|do|take|try) (the quiz|it|them|the questions) again|again please|restart|start over|another round|one more time)\b/i;
const LAST_QUESTION = 'That was the last question';
const ANOTHER_TRY = ' (another try)';

interface OpenQuestion {
  index: number;
  /** The learner already had a hint for this question: the next miss reveals the answer. */
  retry: boolean;
}

const questionLine = (lesson: Lesson, index: number, retry = false) =>
  `**Question ${index + 1} of ${lesson.quiz.length}${retry ? ANOTHER_TRY : ''}: ${lesson.quiz[index]?.question ?? ''}**`;

const lastBotTurn = (history: readonly ChatTurn[]) => [...history].reverse().find((turn) => turn.role === 'assistant');

/** The quiz question the tutor's last message left open, read from its "Question i of n" line. */
function openQuestion(lesson: Lesson, history: readonly ChatTurn[]): OpenQuestion | undefined {
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

const quizFinished = (history: readonly ChatTurn[]) =>
  history.some((turn) => turn.role === 'assistant' && turn.text.includes(LAST_QUESTION));

function introduction(lesson: Lesson): string {
  const intro = sentences(lesson.detailedExplanation).slice(0, 2).join(' ');
  const count = lesson.quiz.length === 1 ? 'one short question' : `${lesson.quiz.length} short questions`;
  return [
    `Hi! Today's lesson is **${lesson.topicName}**. ${intro}`,
    `Read the explanation above, then let's check your understanding: I'll ask ${count}, one at a time. Answer in your own words; if you get stuck, ask for a hint or ask me about any part of the lesson.`,
    questionLine(lesson, 0),
  ].join('\n\n');
}

/** After a question is settled: the next one, or (after the last) the hands-on task. */
function advance(lesson: Lesson, index: number): string {
  if (index + 1 < lesson.quiz.length) return `Next, ${questionLine(lesson, index + 1)}`;
  return `${LAST_QUESTION}: well done for working through the quiz! Now put it into practice with the **hands-on task**:\n\n${lesson.handsOnTask}\n\nAsk me about any step while you work on it.`;
}

const joined = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

function reveal(lesson: Lesson, item: QuizItem, index: number, graded?: Grade): string {
  const credit = graded && graded.covered.length > 0 ? `You got ${joined(graded.covered)} right. ` : '';
  return [
    `${credit}Here's the answer: ${item.answer}`,
    `The key ideas to remember: ${joined(item.keyPoints)}.`,
    advance(lesson, index),
  ].join('\n\n');
}

function praise(graded: Grade): string {
  if (graded.missing.length === 0) return `Excellent! You covered every key point: ${joined(graded.covered)}. (${graded.score}/10)`;
  const got = graded.covered.length > 0 ? ` You got ${joined(graded.covered)}.` : '';
  return `Excellent, that's essentially right (${graded.score}/10).${got} To round it off, also mention: ${joined(graded.missing)}.`;
}

function retry(lesson: Lesson, item: QuizItem, index: number, graded: Grade): string {
  const opening =
    graded.level === 'empty'
      ? "Not quite yet, and that's fine: that's what hints are for."
      : graded.level === 'off-topic'
        ? `Not quite yet (${graded.score}/10): your answer seems to be about something else.`
        : graded.covered.length > 0
          ? `Good start (${graded.score}/10): you got ${joined(graded.covered)} right.`
          : `Not quite yet (${graded.score}/10), but you're on the way.`;
  return [opening, hintFor(item, lesson, graded.missing), `Have another go: ${questionLine(lesson, index, true)}`].join('\n\n');
}

/** Grades an answer to the open question: praise and move on, a hint on the first miss, the answer on the second. */
function answerQuestion(lesson: Lesson, open: OpenQuestion, message: string): string {
  const item = lesson.quiz[open.index];
  if (!item) return introduction(lesson);
  if (REVEAL.test(message)) return reveal(lesson, item, open.index);
  const graded = grade(item, message);
  if (graded.level === 'complete') return `${praise(graded)}\n\n${advance(lesson, open.index)}`;
  if (open.retry) {
    const opening = graded.covered.length > 0 ? 'Closer!' : 'Not quite, but good effort.';
    return `${opening} ${reveal(lesson, item, open.index, graded)}`;
  }
  return retry(lesson, item, open.index, graded);
}

/** The learner asked something rather than answered: a wh-question, or a yes/no question that isn't an attempt. */
function isQuestionToTutor(message: string, item: QuizItem | undefined): boolean {
  if (EXPLICIT_ASK.test(message)) return true;
  if (!QUESTION_FORM.test(message)) return false;
  return !item || grade(item, message).covered.length === 0;
}

/**
 * The offline Socratic tutor over today's lesson: introduces the topic on "Hi" and asks the first quiz
 * question; grades each answer against its key points, praising what is right; gives a hint before it
 * reveals an answer; walks the quiz, then points to the hands-on task. Questions about the lesson are
 * answered from it by retrieval (then from its curriculum). All state is read from the day's history.
 */
export function offlineTutorReply(input: TutorInput): string {
  const { lesson, history, message } = input;
  if (!lesson) {
    if (GREETING.test(message) || history.length === 0)
      return "Hello! There's no lesson for you today yet: generate your 30-day plan under **Change Plan** and I'll walk you through each day's lesson and quiz. Meanwhile, ask me anything about what you're learning.";
    return offlineAssistantReply({ ...input, history, message });
  }
  const open = openQuestion(lesson, history);
  const item = open ? lesson.quiz[open.index] : undefined;
  const resume = open ? `\n\nWhen you're ready, back to the quiz: ${questionLine(lesson, open.index, open.retry)}` : '';

  if (GREETING.test(message)) {
    if (open) return `Welcome back! Let's pick up where we left off.\n\n${questionLine(lesson, open.index, open.retry)}`;
    if (quizFinished(history))
      return `Welcome back! You've finished today's quiz on **${lesson.topicName}**. Next up is the hands-on task:\n\n${lesson.handsOnTask}`;
    return introduction(lesson);
  }
  if (open && item) {
    if (REVEAL.test(message)) return reveal(lesson, item, open.index);
    // "I don't understand" with no subject means the question itself: a hint helps more than a section list.
    const stuck =
      HINT.test(message) ||
      (NOT_AN_ANSWER.test(message) && (!EXPLICIT_ASK.test(message) || queryTerms(message).length === 0));
    if (stuck) return open.retry ? `No problem. ${reveal(lesson, item, open.index)}` : retry(lesson, item, open.index, grade(item, ''));
    if (!isQuestionToTutor(message, item)) return answerQuestion(lesson, open, message);
    return `${answerFromLesson(lesson, message, { tracks: input.tracks, open: item })}${resume}`;
  }
  const finished = quizFinished(history);
  if (finished && AGAIN.test(message)) return `Let's go again!\n\n${questionLine(lesson, 0)}`;
  if (finished && FINISHED.test(message) && !EXPLICIT_ASK.test(message))
    return "Great work today! Mark the lesson as completed above to keep your streak going. Come back tomorrow for the next lesson, or ask me anything about today's topic.";
  if (!finished && !EXPLICIT_ASK.test(message) && !QUESTION_FORM.test(message)) return introduction(lesson);
  return answerFromLesson(lesson, message, input);
}
