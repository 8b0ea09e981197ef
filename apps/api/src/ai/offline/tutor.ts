import type { Lesson, QuizItem } from '@pathwise/contract';
import { offlineAssistantReply, type AssistantContext } from './assistant';
import type { ChatTurn, LearnerStanding } from './conversation-types';
import { asksRecap, lastBotTurn, openQuestion, readable, type OpenQuestion } from './tutor-turn';
import { hintFor } from './hints';
import { languageNote } from './language';
import { answerFromLesson } from './lesson-answers';
import { passagesOf } from './passages';
import { grade, type Grade } from './rubric';
import { findDayByTopic } from './search';
import { sentences } from './text';
import { classifyTurn, turnLanguage, type TurnKind } from './turns';

export interface TutorInput extends AssistantContext {
  lesson?: Lesson | undefined;
  history: readonly ChatTurn[];
  message: string;
  standing?: LearnerStanding | undefined;
}

const NO_STANDING: LearnerStanding = { answeredRight: [] };

const FINISHED = /\b(done|finished|completed?|all set)\b/i;
const AGAIN =
  /\b(quiz me|(ask|do|take|try) (the quiz|it|them|the questions) again|again please|restart|start over|another round|one more time)\b/i;
const LAST_QUESTION = 'That was the last question';
/** Asked once before an answer is revealed on request: the second request reveals it. */
const ATTEMPT_FIRST = 'Give it one try first';
const CONFIDENCE = 'How sure did you feel about your answers';
const ANOTHER_TRY = ' (another try)';

const questionLine = (lesson: Lesson, index: number, retry = false) =>
  `**Question ${index + 1} of ${lesson.quiz.length}${retry ? ANOTHER_TRY : ''}: ${lesson.quiz[index]?.question ?? ''}**`;

const quizFinished = (history: readonly ChatTurn[]) =>
  history.some((turn) => turn.role === 'assistant' && turn.text.includes(LAST_QUESTION));

/** The first quiz question after `index` not already answered right, if any. */
function nextToAsk(lesson: Lesson, standing: LearnerStanding, index: number): number | undefined {
  for (let next = index + 1; next < lesson.quiz.length; next += 1)
    if (!standing.answeredRight.includes(next)) return next;
  return undefined;
}

const ALL_ANSWERED = `${LAST_QUESTION} you had left: you already answered every question of today's quiz right`;

function introduction(lesson: Lesson, standing: LearnerStanding = NO_STANDING): string {
  const intro = sentences(lesson.detailedExplanation).slice(0, 2).join(' ');
  const first = nextToAsk(lesson, standing, -1);
  const left = lesson.quiz.length - standing.answeredRight.length;
  const count =
    first === undefined
      ? ''
      : standing.answeredRight.length > 0
        ? `You already answered ${standing.answeredRight.length} of today's questions right, so I'll ask only the ${left === 1 ? 'one' : left} left`
        : `I'll ask ${lesson.quiz.length === 1 ? 'one short question' : `${lesson.quiz.length} short questions`}`;
  if (first === undefined)
    return [
      `Hi! Today's lesson is **${lesson.topicName}**. ${intro}`,
      `${ALL_ANSWERED}, so there is no quiz from me. Put it into practice with the **hands-on task**:\n\n${lesson.handsOnTask}\n\nAsk me about any part of the lesson, or say "quiz me again" to go through the questions once more.`,
    ].join('\n\n');
  const stretch = standing.stretch
    ? ' This is the stretch version: a harder challenge follows the quiz.'
    : '';
  return [
    `Hi! Today's lesson is **${lesson.topicName}**. ${intro}`,
    `Read the explanation above, then let's check your understanding: ${count}, one at a time.${stretch} Answer in your own words; if you get stuck, ask for a hint or ask me about any part of the lesson.`,
    questionLine(lesson, first),
  ].join('\n\n');
}

/** After a question is settled: the next one not already answered right, or (after the last) the hands-on task. */
function advance(lesson: Lesson, index: number, standing: LearnerStanding = NO_STANDING): string {
  const next = nextToAsk(lesson, standing, index);
  if (next !== undefined) return `Next, ${questionLine(lesson, next)}`;
  // The stretch version (decision 053): the challenge comes before the hands-on task.
  const stretch = standing.stretch
    ? `\n\nYou chose today's stretch version, so first:\n\n${harder(lesson)}`
    : '';
  return `${LAST_QUESTION}: well done for working through the quiz!${stretch ? `${stretch}\n\nThen` : ' Now'} put it into practice with the **hands-on task**:\n\n${lesson.handsOnTask}\n\n${CONFIDENCE}, from 1 (guessing) to 5 (certain)? Noticing where you guessed tells you what to review.`;
}

const bold = (items: readonly string[]) => joined(items.map((item) => `**${item}**`));

/** The day's first reply names what the day before left shaky or unanswered and offers a short recap. */
function recapOffer(recap: NonNullable<LearnerStanding['recap']>): string {
  const missed = recap.items.filter((item) => !item.skipped).flatMap((item) => item.points);
  const skipped = recap.items.filter((item) => item.skipped).length;
  const parts = [
    missed.length > 0 ? `you haven't got ${bold(missed.slice(0, 4))} solid yet` : '',
    skipped > 0 ? `${skipped === 1 ? 'one question was' : `${skipped} questions were`} left unanswered` : '',
  ].filter(Boolean);
  return `Before today's lesson: yesterday's lesson (Day ${recap.day}, **${recap.topic}**) ${parts.join(', and ')}. Say **recap** for a two-minute recap first; those questions also come back first in your review step.`;
}

/** The recap itself: each shaky or skipped question of the day before, its answer and key ideas. */
function recapReply(recap: NonNullable<LearnerStanding['recap']>): string {
  return [
    `Here's your two-minute recap of Day ${recap.day}, **${recap.topic}**:`,
    recap.items
      .map(
        (item) =>
          `- **${item.question}** ${item.answer} (key ${item.points.length === 1 ? 'idea' : 'ideas'}: ${joined(item.points)})`,
      )
      .join('\n'),
    'Try saying each answer in your own words before you read it again: recalling is what makes it stick.',
  ].join('\n\n');
}

const joined = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

function reveal(
  lesson: Lesson,
  item: QuizItem,
  index: number,
  standing: LearnerStanding,
  graded?: Grade,
): string {
  const credit = graded && graded.covered.length > 0 ? `You got ${joined(graded.covered)} right. ` : '';
  return [
    `${credit}Here's the answer: ${item.answer}`,
    `The key ideas to remember: ${joined(item.keyPoints)}.`,
    advance(lesson, index, standing),
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
      : graded.level === 'misconception'
        ? `Not quite (${graded.score}/10): that's a common mix-up. ${graded.misconception ?? ''}`
        : graded.level === 'contradicts'
          ? `Not quite (${graded.score}/10): your answer says the opposite of the lesson on this one.`
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
function answerQuestion(
  lesson: Lesson,
  open: OpenQuestion,
  message: string,
  standing: LearnerStanding,
): string {
  const item = lesson.quiz[open.index];
  if (!item) return introduction(lesson, standing);
  const graded = grade(item, message);
  if (graded.level === 'complete') return `${praise(graded)}\n\n${advance(lesson, open.index, standing)}`;
  if (open.retry) {
    const opening = graded.covered.length > 0 ? 'Closer!' : 'Not quite, but good effort.';
    return `${opening} ${reveal(lesson, item, open.index, standing, graded)}`;
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

/** The curated day behind the lesson: its beginner tip, "going further" note and exercise. */
const curatedDay = (lesson: Lesson) => findDayByTopic(lesson.topicName);

const prose = (lesson: Lesson) =>
  passagesOf(lesson.detailedExplanation).filter((passage) => !passage.markdown.startsWith('```'));

/** "Simpler": an analogy from the lesson if it has one, its beginner tip and its opening, short. */
function simpler(lesson: Lesson): string {
  const all = prose(lesson).flatMap((passage) => sentences(passage.markdown));
  const analogy = all.find((sentence) => /\b(think of|imagine|like a|is like|as if|analog)/i.test(sentence));
  const tip = curatedDay(lesson)?.beginnerTip;
  const opening = all.slice(0, 2).join(' ');
  return [
    "Let's take it more simply, one idea at a time.",
    analogy ? `Picture it this way: ${analogy}` : opening,
    tip ? `**Beginner tip:** ${tip}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** "An example": the lesson's first worked example (a code block, or a sentence that gives one). */
function example(lesson: Lesson): string {
  const code = passagesOf(lesson.detailedExplanation).find((passage) => passage.markdown.startsWith('```'));
  if (code)
    return `Here's the lesson's worked example${code.heading ? ` (from “${code.heading}”)` : ''}:\n\n${code.markdown}\n\nBefore you run it: what do you expect it to do, and why?`;
  const sentence = prose(lesson)
    .flatMap((passage) => sentences(passage.markdown))
    .find((text) => /\b(for example|for instance|e\.g\.|such as|say you)\b/i.test(text));
  return sentence
    ? `Here's an example from the lesson: ${sentence}\n\nCan you think of one from your own work?`
    : `Today's hands-on task is the best example: ${lesson.handsOnTask}\n\nWhat would you expect to see when you try it?`;
}

/** "Harder": the lesson's "going further" idea and its exercise as a challenge. */
function harder(lesson: Lesson): string {
  const day = curatedDay(lesson);
  const note = day?.advancedNote;
  const challenge = day?.exercise ?? lesson.handsOnTask;
  return [
    note ? `**Going further:** ${note}` : "Let's stretch it.",
    `**A harder challenge:** ${challenge} Tell me your approach before you write it, and I'll ask you about the trade-offs.`,
  ].join('\n\n');
}

const POSITIVE = /\b(fun|enjoy\w*|excited|love|motivated|great)\b/i;
const BORED = /\b(bor(ed|ing)|too easy)\b/i;
const TIRED = /\b(tired|sleepy|exhausted|thak\w*)\b/i;

/** A feeling or a word about the learning itself: acknowledged in one sentence, then one small step. */
function feeling(lesson: Lesson, message: string): string {
  if (POSITIVE.test(message) && !/\bnot\b/i.test(message))
    return "That's great to hear: enjoying it is the best sign you're learning. Let's keep going.";
  if (BORED.test(message))
    return 'Fair enough: if this feels too easy, say **harder** and I’ll give you a challenge from the “going further” part of the lesson.';
  if (TIRED.test(message))
    return "A short break helps more than pushing through: your progress is saved, and today's streak only needs the lesson marked as completed. When you're back, we'll pick up right here.";
  return `That's completely normal: everyone feels that way when something is new, and being stuck is exactly where learning happens. Let's make it smaller.\n\n${simpler(lesson)}`;
}

const quizAsked = (history: readonly ChatTurn[], text: string) =>
  lastBotTurn(history)?.text.includes(text) ?? false;

/** The learner's 1-5 answer to "how sure were you?": what to do with it. */
function confidenceReply(message: string): string | undefined {
  const value = /^\s*([1-5])\b/.exec(message)?.[1];
  if (!value) return undefined;
  return Number(value) <= 2
    ? 'Thanks for being honest. The questions you guessed come back in your review queue: answering them again in a day or two is what makes them stick.'
    : 'Good. Check that feeling tomorrow in the review step: if an answer you were sure of comes back wrong, that is the one to read again.';
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
  const kind = classifyTurn(message, Boolean(open));
  // Said once a day: the offline tutor understands Hinglish and Hindi but replies in English.
  const language = turnLanguage(message);
  const noted = history.some((turn) => turn.role === 'assistant' && turn.text.includes('Offline I'));
  const note = noted ? '' : languageNote(language);
  const read = readable(message);
  const body = reply({ ...input, lesson, message: read }, open, kind);
  // The day's first reply starts from the day before (decision 052), unless it is the recap itself.
  const recap = input.standing?.recap;
  const first = !history.some((turn) => turn.role === 'assistant');
  const offer = recap && first && !asksRecap(read) ? `${recapOffer(recap)}\n\n` : '';
  return `${note}${offer}${body}`;
}

/** The reply to one classified message: only an answer is graded; each other kind has its own reply. */
function reply(
  input: TutorInput & { lesson: Lesson },
  open: OpenQuestion | undefined,
  kind: TurnKind,
): string {
  const { lesson, history, message } = input;
  const standing = input.standing ?? NO_STANDING;
  const item = open ? lesson.quiz[open.index] : undefined;
  const resume = open
    ? `\n\nWhen you're ready, back to the quiz: ${questionLine(lesson, open.index, open.retry)}`
    : '';
  const after = (text: string) =>
    open
      ? `${text}${resume}`
      : `${text}\n\nAsk me about any part of the lesson, or say "Hi" to start its quiz.`;
  if (kind === 'injection')
    return open
      ? `${REFUSAL}${resume}`
      : `${REFUSAL} Ask me about today's lesson on **${lesson.topicName}** whenever you like.`;
  if (standing.recap && asksRecap(message)) {
    const back = open ? resume : `\n\n${introduction(lesson, standing)}`;
    return `${recapReply(standing.recap)}${back}`;
  }
  if (kind === 'greeting') {
    if (open)
      return `Welcome back! Let's pick up where we left off.\n\n${questionLine(lesson, open.index, open.retry)}`;
    if (quizFinished(history))
      return `Welcome back! You've finished today's quiz on **${lesson.topicName}**. Next up is the hands-on task:\n\n${lesson.handsOnTask}`;
    return introduction(lesson, standing);
  }
  const finished = quizFinished(history);
  if (finished && !open && quizAsked(history, CONFIDENCE)) {
    const confidence = confidenceReply(message);
    if (confidence) return `${confidence}\n\nNext is the hands-on task above; ask me about any step of it.`;
  }
  if (kind === 'simpler') return after(simpler(lesson));
  if (kind === 'example') return after(example(lesson));
  if (kind === 'harder') return after(harder(lesson));
  if (kind === 'feeling') return after(feeling(lesson, message));
  if (kind === 'small-talk' && !(finished && (AGAIN.test(message) || FINISHED.test(message)))) {
    const next = finished
      ? ' When you are ready, the hands-on task above is next.'
      : ' Say "Hi" to start today\'s lesson, or ask me about any part of it.';
    return open ? `${smallTalk(message)}${resume}` : `${smallTalk(message)}${next}`;
  }
  if (open && item) {
    if (kind === 'skip')
      return `Okay, let's skip this one. For later, the answer is: ${item.answer}\n\n${advance(lesson, open.index, standing)}`;
    if (kind === 'reveal') {
      // Active learning: one attempt (or a second request) before the answer is handed over.
      if (open.retry || quizAsked(history, ATTEMPT_FIRST)) return reveal(lesson, item, open.index, standing);
      return `${ATTEMPT_FIRST}: a guess in a few words is enough, and trying before you read the answer helps you remember it. If you'd still rather see it, ask again and I'll show it.\n\n${hintFor(item, lesson, item.keyPoints)}\n\n${questionLine(lesson, open.index, open.retry)}`;
    }
    if (kind === 'hint')
      return `${hintFor(item, lesson, item.keyPoints)}\n\n${questionLine(lesson, open.index, open.retry)}`;
    if (kind === 'answer') return answerQuestion(lesson, open, message, standing);
    return `${answerFromLesson(lesson, message, { tracks: input.tracks, open: item })}${resume}`;
  }
  if (kind === 'skip' || kind === 'reveal' || kind === 'hint')
    return finished
      ? 'There is no question waiting: the quiz is done. Say "quiz me again" to go through it once more, or ask me about any part of the lesson.'
      : introduction(lesson, standing);
  if (finished && AGAIN.test(message)) return `Let's go again!\n\n${questionLine(lesson, 0)}`;
  if (finished && FINISHED.test(message) && kind !== 'question')
    return "Great work today! Mark the lesson as completed above to keep your streak going. Come back tomorrow for the next lesson, or ask me anything about today's topic.";
  if (!finished && kind !== 'question') return introduction(lesson, standing);
  return answerFromLesson(lesson, message, input);
}
