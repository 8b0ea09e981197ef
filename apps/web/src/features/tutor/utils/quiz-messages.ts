import { BUTTON_LABELS } from './messages';

/** How much of today's quiz is still open: questions without an answer, and answers not quite right yet. */
export interface QuizGap {
  total: number;
  unanswered: number;
  notQuite: number;
}

/** Said when the learner moves on from the quiz before answering every question. */
export function questionsLeft(unanswered: number, total: number): string {
  if (total === 1) return 'The quiz question still needs an answer.';
  return `${String(unanswered)} of ${String(total)} questions still ${unanswered === 1 ? 'needs' : 'need'} an answer.`;
}

const were = (n: number) => (n === 1 ? `1 answer was` : `${String(n)} answers were`);

function whatIsOpen({ total, unanswered, notQuite }: QuizGap): string {
  if (unanswered === 0) {
    if (total === 1) return 'Your answer to the quiz question was not quite right.';
    return `${String(notQuite)} of your ${String(total)} answers ${notQuite === 1 ? 'was' : 'were'} not quite right.`;
  }
  let open: string;
  if (unanswered === total)
    open =
      total === 1
        ? "You haven't answered the quiz question yet"
        : `You haven't answered any of the ${String(total)} quiz questions yet`;
  else open = `You haven't answered ${String(unanswered)} of ${String(total)} questions`;
  return notQuite > 0 ? `${open}, and ${were(notQuite)} not quite right.` : `${open}.`;
}

/**
 * The dialog 'Mark as Completed' opens while the quiz is open: what is left, why it is worth doing now, and
 * the two ways on (back to the quiz, or complete the lesson as it is).
 */
export function quizReminder(gap: QuizGap): { title: string; body: string; answer: string; anyway: string } {
  const them = gap.unanswered + gap.notQuite === 1 ? 'it' : 'them';
  const why =
    gap.unanswered > 0 ? `Answering ${them} now helps you remember.` : 'Another try now helps you remember.';
  return {
    title: gap.unanswered > 0 ? 'Finish the quiz first?' : 'Try the quiz again first?',
    body: `${whatIsOpen(gap)} ${why}`,
    answer: `Answer ${them} now`,
    anyway: `${BUTTON_LABELS.markCompleted} anyway`,
  };
}
