import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useReviewStats } from '../api/get-review-stats';

export const REVIEW_STATS_FAILED = 'We could not load your review figures just now.';
export const REVIEW_STATS_EMPTY =
  'Answer a quiz question in a lesson and it comes back here for review, spaced out so it sticks.';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-muted px-3 py-2">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-xl font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

const inReview = (total: number) => `${String(total)} ${total === 1 ? 'question' : 'questions'} in review.`;

/** Spaced review on the Profile: questions due, retained, and how many review answers were recalled. */
export function ReviewStatsCard() {
  const stats = useReviewStats();
  const data = stats.data;
  return (
    <Card>
      <section aria-labelledby="review-stats-title" aria-busy={stats.isPending} className="space-y-3">
        <CardTitle id="review-stats-title" as="h2" className="text-lg">
          Review
        </CardTitle>
        {stats.isPending && <Skeleton className="h-16 w-full" />}
        {stats.isError && <p className="text-ink-muted">{REVIEW_STATS_FAILED}</p>}
        {data && data.total === 0 && <CardDescription>{REVIEW_STATS_EMPTY}</CardDescription>}
        {data && data.total > 0 && (
          <>
            <dl className="grid grid-cols-3 gap-2">
              <Figure label="Due now" value={String(data.due)} />
              <Figure label="Retained" value={String(data.retained)} />
              <Figure
                label="Retention"
                value={data.retention === null ? '–' : `${String(data.retention)}%`}
              />
            </dl>
            <CardDescription>
              {data.retention === null
                ? `${inReview(data.total)} Retention shows after your first review.`
                : `${inReview(data.total)} Retention is the share of your review answers in the last 30 days that you remembered (${String(data.reviewed)} answered).`}
            </CardDescription>
          </>
        )}
      </section>
    </Card>
  );
}
