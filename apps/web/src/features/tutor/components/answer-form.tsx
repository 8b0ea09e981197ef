import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

export const ANSWER_REQUIRED = 'Write your answer first, then check it.';

interface AnswerFormProps {
  /** The answer box's id, for whatever moves focus to it. */
  id?: string;
  /** What a screen reader hears for the box ("Your answer to question 2"); sighted learners see "Your answer". */
  srLabel: string;
  pending: boolean;
  onCheck: (answer: string) => void;
  /** Shown under the button (the grader's feedback). */
  children?: ReactNode;
}

/** An answer box and "Check answer": a blank answer is refused in place; the trimmed answer is checked. */
export function AnswerForm({ id, srLabel, pending, onCheck, children }: AnswerFormProps) {
  const [answer, setAnswer] = useState('');
  const [blank, setBlank] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = answer.trim();
    setBlank(!trimmed);
    if (trimmed) onCheck(trimmed);
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-2">
        <Field
          id={id}
          label={
            <>
              <span aria-hidden="true">Your answer</span>
              <span className="sr-only">{srLabel}</span>
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
        <Button type="submit" size="sm" variant="secondary" loading={pending} loadingText="Checking...">
          Check answer
        </Button>
      </form>
      {children}
    </>
  );
}
