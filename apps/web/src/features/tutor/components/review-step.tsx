import type { ReviewItem } from '@pathwise/contract';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAnswerReview, type ReviewResult } from '../api/review';
import { AnswerForm } from './answer-form';
import { QuizFeedback } from './quiz-feedback';

export const REVIEW_LOAD_FAILED =
  'We could not load your review questions just now, so here is today’s lesson.';

export const REVIEW_INTRO =
  'A quick look back at questions from earlier lessons. Answer from memory; each answer sets when the question comes back.';

/** "We will ask this again tomorrow" / "in 6 days". */
export function comesBack(result: Pick<ReviewResult, 'intervalDays'>): string {
  const days = result.intervalDays;
  if (days <= 1) return 'We will ask this again tomorrow.';
  return `We will ask this again in ${String(days)} days.`;
}

interface ReviewStepProps {
  items: ReviewItem[];
  /** Skip review, or Go to today's lesson after the last question. */
  onSkip: () => void;
  onDone: () => void;
}

/** The review step before the day's lesson: one question at a time, graded like the quiz, skippable. */
export function ReviewStep({ items, onSkip, onDone }: ReviewStepProps) {
  const [index, setIndex] = useState(0);
  const review = useAnswerReview();
  const question = useRef<HTMLParagraphElement>(null);
  const item = items[index];
  if (!item) return null;
  const last = index === items.length - 1;
  const result = review.data && review.variables?.itemId === item.id ? review.data : undefined;

  const next = () => {
    review.reset();
    setIndex(index + 1);
    // The new question takes focus, so a keyboard or screen-reader user starts on it.
    requestAnimationFrame(() => question.current?.focus());
  };

  return (
    <Card padding="lg">
      <section aria-labelledby="review-title" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="review-title" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
            Review
          </h2>
          <p className="text-sm font-medium text-ink-muted tabular-nums" data-testid="review-progress">
            {`Question ${String(index + 1)} of ${String(items.length)}`}
          </p>
        </div>
        <p className="text-ink-muted">{REVIEW_INTRO}</p>
        <div className="space-y-2" key={item.id}>
          <p className="text-sm font-medium text-brand-700">{`Day ${String(item.day)}: ${item.topic}`}</p>
          <p ref={question} tabIndex={-1} className="rounded font-medium text-ink">
            {item.question}
          </p>
          <AnswerForm
            srLabel={`Your answer to review question ${String(index + 1)}`}
            pending={review.isPending}
            onCheck={(answer) => {
              review.mutate({ itemId: item.id, answer });
            }}
          >
            <QuizFeedback
              result={
                result && {
                  question: item.question,
                  answer: review.variables?.answer ?? '',
                  feedback: result.feedback,
                  score: result.score ?? null,
                }
              }
              error={review.error}
              retrying={review.isPending}
              onRetry={() => {
                if (review.variables) review.mutate(review.variables);
              }}
            />
            {result && <p className="text-sm text-ink-muted">{comesBack(result)}</p>}
          </AnswerForm>
        </div>
        <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row">
          {result && !last && <Button onClick={next}>Next question</Button>}
          {result && last ? (
            <Button onClick={onDone}>Go to today’s lesson</Button>
          ) : (
            <Button variant="ghost" onClick={onSkip}>
              Skip review
            </Button>
          )}
        </div>
      </section>
    </Card>
  );
}
