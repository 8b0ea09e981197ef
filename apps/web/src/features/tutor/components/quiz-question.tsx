import type { TodayQuizItem } from '../api/get-today-lesson';
import { useCheckQuizAnswer } from '../api/check-quiz-answer';
import { isNotQuite, type QuizAnswer } from '../hooks/use-quiz-progress';
import { AnswerForm } from './answer-form';
import { QuizFeedback } from './quiz-feedback';

/** Question N's answer box: "Answer them now" moves focus there. */
export const quizAnswerId = (number: number) => `quiz-answer-${String(number)}`;

interface QuizQuestionProps {
  number: number;
  item: TodayQuizItem;
  /** The lesson's day of the active plan: the graded question joins spaced review. */
  day: number | null;
  /** The dashboard variant also keeps the model answer behind a disclosure. */
  showModelAnswer: boolean;
  /** Its grade from earlier today (kept over a reload), or null. */
  saved: QuizAnswer | null;
  /** Told each grade, so the lesson knows how much of the quiz is answered. */
  onGraded: (score: number | null) => void;
}

/** Said under a question graded before a reload: its text is not kept, its grade is. */
function answeredEarlier({ score }: QuizAnswer): string {
  if (score === null) return 'You answered this earlier today.';
  const grade = `${String(score)}/10`;
  return isNotQuite({ score })
    ? `You answered this earlier today (${grade}): worth another try.`
    : `You answered this earlier today (${grade}).`;
}

/** One quiz question answered in place: the learner's answer, Check answer, and the grader's feedback under it. */
export function QuizQuestion({ number, item, day, showModelAnswer, saved, onGraded }: QuizQuestionProps) {
  const check = useCheckQuizAnswer();
  const grade = (variables: { question: string; answer: string; day?: number }) => {
    check.mutate(variables, {
      onSuccess: (result) => {
        onGraded(result.score);
      },
    });
  };
  const earlier = saved && !check.data && !check.error && !check.isPending;
  return (
    <li className="space-y-2">
      <p className="font-medium text-ink">{item.question}</p>
      {showModelAnswer && item.answer && (
        <details className="text-sm text-ink-muted">
          <summary className="w-fit rounded font-medium text-brand-700">Check your answer</summary>
          <p className="mt-1">{item.answer}</p>
        </details>
      )}
      <AnswerForm
        id={quizAnswerId(number)}
        srLabel={`Your answer to question ${String(number)}`}
        pending={check.isPending}
        onCheck={(answer) => {
          grade({ question: item.question, answer, day: day ?? undefined });
        }}
      >
        {earlier && <p className="text-sm text-ink-muted">{answeredEarlier(saved)}</p>}
        <QuizFeedback
          result={check.data}
          error={check.error}
          retrying={check.isPending}
          onRetry={() => {
            if (check.variables) grade(check.variables);
          }}
        />
      </AnswerForm>
    </li>
  );
}
