import { Card } from '@/components/ui/card';
import { Markdown } from '@/components/ui/markdown';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { Evaluation } from '@/lib/evaluate-answer';

/** Step 3: feedback per question with its score out of 10. */
export function FeedbackList({ items }: { items: readonly Evaluation[] }) {
  const scored = items.filter((item) => item.score !== null);
  const total = scored.reduce((sum, item) => sum + (item.score ?? 0), 0);
  return (
    <section aria-labelledby="feedback-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="feedback-title" className="text-xl font-bold tracking-tight text-ink">
          Feedback
        </h2>
        {scored.length > 0 && (
          <p className="text-sm font-semibold text-ink-muted">
            Total: {total} / {scored.length * 10}
          </p>
        )}
      </div>
      <ol className="space-y-4">
        {items.map((item, index) => (
          <li key={`${String(index)}-${item.question}`}>
            <Card className="space-y-3">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold text-ink">{`${String(index + 1)}. ${item.question}`}</h3>
                {item.score !== null && (
                  <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-sm font-bold text-brand-700 tabular-nums">
                    {item.score}/10
                  </span>
                )}
              </div>
              {item.score !== null && (
                <ProgressBar value={item.score} max={10} label={`Score for question ${String(index + 1)}`} />
              )}
              <p className="text-sm text-ink-muted">
                <span className="font-medium text-ink">Your answer: </span>
                {item.answer}
              </p>
              <Markdown className="text-sm text-ink">{item.feedback}</Markdown>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
