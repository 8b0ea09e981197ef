import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { TodayQuizItem } from '../api/get-today-lesson';
import { useCheckQuizAnswer } from '../api/check-quiz-answer';
import { QuizFeedback } from './quiz-feedback';

export const ANSWER_REQUIRED = 'Write your answer first, then check it.';

interface QuizQuestionProps {
  number: number;
  item: TodayQuizItem;
  /** The dashboard variant also keeps the model answer behind a disclosure. */
  showModelAnswer: boolean;
}

/** One quiz question answered in place: the learner's answer, Check answer, and the grader's feedback under it. */
export function QuizQuestion({ number, item, showModelAnswer }: QuizQuestionProps) {
  const [answer, setAnswer] = useState('');
  const [blank, setBlank] = useState(false);
  const check = useCheckQuizAnswer();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = answer.trim();
    setBlank(!trimmed);
    if (trimmed) check.mutate({ question: item.question, answer: trimmed });
  };

  return (
    <li className="space-y-2">
      <p className="font-medium text-ink">{item.question}</p>
      {showModelAnswer && item.answer && (
        <details className="text-sm text-ink-muted">
          <summary className="w-fit rounded font-medium text-brand-700">Check your answer</summary>
          <p className="mt-1">{item.answer}</p>
        </details>
      )}
      <form onSubmit={submit} noValidate className="space-y-2">
        <Field
          label={
            <>
              <span aria-hidden="true">Your answer</span>
              <span className="sr-only">{`Your answer to question ${String(number)}`}</span>
            </>
          }
          error={blank ? ANSWER_REQUIRED : undefined}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={answer}
              onChange={(event) => {
                setAnswer(event.target.value);
              }}
              placeholder="In your own words"
              maxLength={8000}
            />
          )}
        </Field>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          loading={check.isPending}
          loadingText="Checking..."
        >
          Check answer
        </Button>
      </form>
      <QuizFeedback
        result={check.data}
        error={check.error}
        retrying={check.isPending}
        onRetry={() => {
          if (check.variables) check.mutate(check.variables);
        }}
      />
    </li>
  );
}
