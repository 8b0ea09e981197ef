import type { PacingChoice, PacingOffer } from '@pathwise/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api-client';
import { useChoosePacing } from '../api/choose-pacing';

export const CHOICE_FAILED = 'Your choice could not be saved. Please try again.';

const COPY = {
  consolidate: {
    title: 'Take a consolidation day?',
    take: 'Take a consolidation day',
    keep: (day: number) => `Go on to Day ${String(day)}`,
  },
  stretch: {
    title: 'Try the stretch version?',
    take: 'Try the stretch version',
    keep: () => "Keep today's lesson",
  },
} as const;

/**
 * Today's pacing offer (decision 053), before the lesson is begun: the server's one-sentence reason and two
 * answers; the second goes on with the plan as it is. Loaded only on a day that has an offer.
 */
export default function PacingOfferCard({ offer }: { offer: PacingOffer }) {
  const choose = useChoosePacing();
  const copy = COPY[offer.kind];
  const pending = choose.isPending ? choose.variables.choice : null;
  const send = (choice: PacingChoice) => {
    choose.mutate({ day: offer.day, choice });
  };
  return (
    <Card className="border-brand-200 bg-brand-50/60">
      <section aria-labelledby="pacing-offer-title" className="space-y-4">
        <div className="space-y-1">
          <h2 id="pacing-offer-title" className="text-lg font-bold tracking-tight text-ink">
            {copy.title}
          </h2>
          <p className="break-words text-ink-muted">{offer.reason}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            loading={pending === offer.kind}
            disabled={pending !== null}
            onClick={() => {
              send(offer.kind);
            }}
          >
            {copy.take}
          </Button>
          <Button
            variant="secondary"
            loading={pending === 'continue'}
            disabled={pending !== null}
            onClick={() => {
              send('continue');
            }}
          >
            {copy.keep(offer.day)}
          </Button>
        </div>
        {choose.error && (
          <p role="alert" className="text-sm font-medium break-words text-danger-700">
            {getErrorMessage(choose.error, CHOICE_FAILED)}
          </p>
        )}
      </section>
    </Card>
  );
}
