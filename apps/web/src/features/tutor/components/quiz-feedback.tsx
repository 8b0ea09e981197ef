import { PaymentRequiredNotice } from '@/components/access/payment-required-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Markdown } from '@/components/ui/markdown';
import { ApiError, isPaymentRequired } from '@/lib/api-client';
import type { Evaluation } from '@/lib/evaluate-answer';

export const CHECK_FAILED = 'We could not check your answer. Please try again.';

interface QuizFeedbackProps {
  result: Evaluation | undefined;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}

/** The grader's verdict under a quiz question; or why it could not grade, with a way on. */
export function QuizFeedback({ result, error, retrying, onRetry }: QuizFeedbackProps) {
  if (error) {
    if (isPaymentRequired(error)) return <PaymentRequiredNotice message={error.serverMessage} />;
    // A quota (429) says when it resets; other failures get the plain sentence.
    const quota = error instanceof ApiError && error.status === 429 ? error.serverMessage : null;
    return (
      <Alert
        tone="danger"
        action={
          <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {quota ?? CHECK_FAILED}
      </Alert>
    );
  }
  if (!result) return null;
  return (
    <div
      role="status"
      className="space-y-2 rounded-xl border border-line bg-surface-muted p-3 text-sm sm:p-4"
    >
      <p className="flex items-center justify-between gap-2 font-semibold text-ink">
        Feedback
        {result.score !== null && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-bold text-brand-700 tabular-nums">
            <span aria-hidden="true">{`${String(result.score)}/10`}</span>
            <span className="sr-only">{`Score: ${String(result.score)} out of 10`}</span>
          </span>
        )}
      </p>
      <Markdown className="text-ink">{result.feedback}</Markdown>
    </div>
  );
}
