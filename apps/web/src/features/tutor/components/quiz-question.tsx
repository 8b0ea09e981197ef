import type { TodayQuizItem } from '../api/get-today-lesson';
import { useCheckQuizAnswer } from '../api/check-quiz-answer';
import { AnswerForm } from './answer-form';
import { QuizFeedback } from './quiz-feedback';

interface QuizQuestionProps {
  number: number;
  item: TodayQuizItem;
  /** The lesson's day of the active plan: the graded question joins spaced review. */
  day: number | null;
  /** The dashboard variant also keeps the model answer behind a disclosure. */
  showModelAnswer: boolean;
}

/** One quiz question answered in place: the learner's answer, Check answer, and the grader's feedback under it. */
export function QuizQuestion({ number, item, day, showModelAnswer }: QuizQuestionProps) {
  const check = useCheckQuizAnswer();
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
        srLabel={`Your answer to question ${String(number)}`}
        pending={check.isPending}
        onCheck={(answer) => {
          check.mutate({ question: item.question, answer, day: day ?? undefined });
        }}
      >
        <QuizFeedback
          result={check.data}
          error={check.error}
          retrying={check.isPending}
          onRetry={() => {
            if (check.variables) check.mutate(check.variables);
          }}
        />
      </AnswerForm>
    </li>
  );
}
