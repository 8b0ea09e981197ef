import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Textarea } from '@/components/ui/textarea';
import { CROSS_MESSAGES } from '../utils/messages';

interface AnswerFormProps {
  questions: readonly string[];
  answers: readonly string[];
  onAnswerChange: (index: number, answer: string) => void;
  onSubmit: () => void;
  submitting: boolean;
  error: string | null;
  /** The server's reason for a refusal (quota, trial ended), under the SPEC message. */
  detail: string | null;
  /** A way on for a refusal the learner can fix (Premium after the trial), under the message. */
  notice?: ReactNode;
}

/** Step 2: one answer box per question, then Submit Answers. */
export function AnswerForm({
  questions,
  answers,
  onAnswerChange,
  onSubmit,
  submitting,
  error,
  detail,
  notice,
}: AnswerFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ol className="space-y-5">
        {questions.map((question, index) => (
          <li key={`${String(index)}-${question}`}>
            <Field label={<span className="font-semibold">{`${String(index + 1)}. ${question}`}</span>}>
              {(control) => (
                <Textarea
                  {...control}
                  value={answers[index] ?? ''}
                  onChange={(event) => {
                    onAnswerChange(index, event.target.value);
                  }}
                  placeholder="Your answer, in your own words"
                  maxLength={8000}
                />
              )}
            </Field>
          </li>
        ))}
      </ol>
      {error && (
        <FormMessage tone="error">
          {error}
          {detail && <span className="mt-1 block font-normal">{detail}</span>}
        </FormMessage>
      )}
      {error && notice}
      <Button type="submit" loading={submitting} loadingText={CROSS_MESSAGES.submitting}>
        {CROSS_MESSAGES.submit}
      </Button>
    </form>
  );
}
