import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMastery } from '../api/get-mastery';
import { latestFirst, masteryTotals } from '../utils/mastery';
import { MasteryDayItem } from './mastery-day';

export const MASTERY_FAILED = 'We could not load what you know just now.';
export const MASTERY_EMPTY = "This card fills in as you answer your lessons' quiz questions.";
/** Days shown before "Show all". */
export const MASTERY_DAYS_SHOWN = 3;

/** What the learner knows on the Profile: each key point of the lessons reached, latest day first (decision 052). */
export function MasteryCard() {
  const mastery = useMastery();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const data = mastery.data;
  const days = data ? latestFirst(data.days) : [];
  const shown = showAll ? days : days.slice(0, MASTERY_DAYS_SHOWN);
  return (
    <Card>
      <section aria-labelledby="mastery-title" aria-busy={mastery.isPending} className="space-y-3">
        <CardTitle id="mastery-title" as="h2" className="text-lg">
          What you know
        </CardTitle>
        {mastery.isPending && <Skeleton className="h-24 w-full" />}
        {mastery.isError && <p className="text-ink-muted">{MASTERY_FAILED}</p>}
        {data && days.length === 0 && <CardDescription>{MASTERY_EMPTY}</CardDescription>}
        {data && days.length > 0 && (
          <>
            <p className="font-semibold text-ink tabular-nums">{masteryTotals(data.counts)}</p>
            <CardDescription>
              The key points of each lesson you have reached, from every answer you have given.
            </CardDescription>
            <ol id={listId} className="space-y-5 pt-2" aria-label="Key points by day">
              {shown.map((day) => (
                <MasteryDayItem key={day.day} day={day} />
              ))}
            </ol>
            {days.length > MASTERY_DAYS_SHOWN && (
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={showAll}
                aria-controls={listId}
                onClick={() => {
                  setShowAll((all) => !all);
                }}
              >
                {showAll
                  ? `Show the latest ${String(MASTERY_DAYS_SHOWN)} days`
                  : `Show all ${String(days.length)} days`}
              </Button>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
