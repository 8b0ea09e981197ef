import type { Lesson, QuizItem } from '@pathwise/contract';
import { offlineAssistantReply, type AssistantContext } from './assistant';
import type { ChatTurn } from './conversation-types';
import { hintFor } from './hints';
import { answerFromLesson } from './lesson-answers';
import { grade, type Grade } from './rubric';
import { sentences } from './text';
import { classifyTurn } from './turns';

export interface TutorInput extends AssistantContext {
  lesson?: Lesson | undefined;
  history: readonly ChatTurn[];
  message: string;
}

const FINISHED = /\b(done|finished|completed?|all set)\b/i;
const AGAIN =
  /\b(quiz me|(ask|do|take|try) (the quiz|it|them|the questions) again|again please|restart|start over|another round|one more time)\b/i;
const LAST_QUESTION = 'That was the last question';
const ANOTHER_TRY = ' (another try)';

interface OpenQuestion {
  index: number;
  /** The learner already had a hint for this question: the next miss reveals the answer. */
  retry: boolean;
}

const questionLine = (lesson: Lesson, index: number, retry = false) =>
  `**Question ${index + 1} of ${lesson.quiz.length}${retry ? ANOTHER_TRY : ''}: ${lesson.quiz[index]?.question ?? ''}**`;

const lastBotTurn = (history: readonly ChatTurn[]) =>
  [...history].reverse().find((turn) => turn.role === 'assistant');

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
  if (graded.missing.length === 0)
    return `Excellent! You covered every key point: ${joined(graded.covered)}. (${graded.score}/10)`;
  const got = graded.covered.length > 0 ? ` You got ${joined(graded.covered)}.` : '';
  return `Excellent, that's essentially right (${graded.score}/10).${got} To round it off, also mention: ${joined(graded.missing)}.`;
}

function retry(lesson: Lesson, item: QuizItem, index: number, graded: Grade): string {
  const opening =
    graded.level === 'empty'
      ? "Not quite yet, and that's fine: that's what hints are for."
      : graded.level === 'restated'
        ? `Not quite yet (${graded.score}/10): that repeats the question. Say what you know about it in your own words.`
        : graded.level === 'off-topic'
          ? `Not quite yet (${graded.score}/10): your answer seems to be about something else.`
          : graded.covered.length > 0
            ? `Good start (${graded.score}/10): you got ${joined(graded.covered)} right.`
            : `Not quite yet (${graded.score}/10), but you're on the way.`;
  return [
    opening,
    hintFor(item, lesson, graded.missing),
    `Have another go: ${questionLine(lesson, index, true)}`,
  ].join('\n\n');
}

/** Grades an answer to the open question: praise and move on, a hint on the first miss, the answer on the second. */
function answerQuestion(lesson: Lesson, open: OpenQuestion, message: string): string {
  const item = lesson.quiz[open.index];
  if (!item) return introduction(lesson);
  const graded = grade(item, message);
  if (graded.level === 'complete') return `${praise(graded)}\n\n${advance(lesson, open.index)}`;
  if (open.retry) {
    const opening = graded.covered.length > 0 ? 'Closer!' : 'Not quite, but good effort.';
    return `${opening} ${reveal(lesson, item, open.index, graded)}`;
  }
  return retry(lesson, item, open.index, graded);
}

/** A brief refusal: the quiz question stays open and no attempt is used up. */
const REFUSAL =
  "I can't do that: I'm here to help you learn today's lesson, and only your answers are graded.";

function smallTalk(message: string): string {
  if (/\b(thanks?|thank you|thx|ty)\b/i.test(message)) return "You're welcome!";
  if (/\b(bye|good ?night|see you|cya)\b/i.test(message)) return 'See you next time! Your progress is saved.';
  if (/\b(who are you|are you)\b/i.test(message))
    return "I'm your tutor for today's lesson: I ask the quiz, give hints and explain the lesson.";
  if (/\bhow are you|how'?s it going|what'?s up|sup\b/i.test(message))
    return "I'm doing well, thanks for asking!";
  return 'Great!';
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
    if (classifyTurn(message, false) === 'greeting' || history.length === 0)
      return "Hello! There's no lesson for you today yet: generate your 30-day plan under **Change Plan** and I'll walk you through each day's lesson and quiz. Meanwhile, ask me anything about what you're learning.";
    return offlineAssistantReply({ ...input, history, message });
  }
  const open = openQuestion(lesson, history);
  const item = open ? lesson.quiz[open.index] : undefined;
  const resume = open
    ? `\n\nWhen you're ready, back to the quiz: ${questionLine(lesson, open.index, open.retry)}`
    : '';

  const kind = classifyTurn(message, Boolean(open));
  if (kind === 'instruction')
    return open
      ? `${REFUSAL}${resume}`
      : `${REFUSAL} Ask me about today's lesson on **${lesson.topicName}** whenever you like.`;
  if (kind === 'greeting') {
    if (open)
      return `Welcome back! Let's pick up where we left off.\n\n${questionLine(lesson, open.index, open.retry)}`;
    if (quizFinished(history))
      return `Welcome back! You've finished today's quiz on **${lesson.topicName}**. Next up is the hands-on task:\n\n${lesson.handsOnTask}`;
    return introduction(lesson);
  }
  const finished = quizFinished(history);
  if (kind === 'small-talk' && !(finished && (AGAIN.test(message) || FINISHED.test(message)))) {
    const next = finished
      ? ' When you are ready, the hands-on task above is next.'
      : ' Say "Hi" to start today\'s lesson, or ask me about any part of it.';
    return open ? `${smallTalk(message)}${resume}` : `${smallTalk(message)}${next}`;
  }
  if (open && item) {
    if (kind === 'reveal') return reveal(lesson, item, open.index);
    if (kind === 'help')
      return open.retry
        ? `No problem. ${reveal(lesson, item, open.index)}`
        : retry(lesson, item, open.index, grade(item, ''));
    if (kind === 'answer') return answerQuestion(lesson, open, message);
    return `${answerFromLesson(lesson, message, { tracks: input.tracks, open: item })}${resume}`;
  }
  if (finished && AGAIN.test(message)) return `Let's go again!\n\n${questionLine(lesson, 0)}`;
  if (finished && FINISHED.test(message) && kind !== 'question')
    return "Great work today! Mark the lesson as completed above to keep your streak going. Come back tomorrow for the next lesson, or ask me anything about today's topic.";
  if (!finished && kind !== 'question') return introduction(lesson);
  return answerFromLesson(lesson, message, input);
}
