import { lazy, Suspense, useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import type { PacingState } from '../hooks/use-pacing';

// A few days of a plan have an offer: its card is fetched only then, off the screen's first load.
const PacingOfferCard = lazy(() => import('./pacing-offer-card'));

export const STRETCH_LINE = 'Stretch version: a harder challenge follows the quiz in the tutor chat.';
export const consolidationLine = (day: number) =>
  `Consolidation day: Day ${String(day)} again, from another angle.`;

interface PacingNotesProps {
  pacing: PacingState;
  /** The offer card (on /Tutor, before today's lesson is completed). */
  showOffer: boolean;
  /** The stretch line: its challenge comes in the tutor chat, on /Tutor only. */
  showStretch: boolean;
}

/** Above the lesson: today's pacing offer, the consolidation day's banner and the plan's note, or the stretch line. */
export function PacingNotes({ pacing, showOffer, showStretch }: PacingNotesProps) {
  const offer = showOffer ? pacing.offer : null;
  const { consolidation } = pacing;
  // Answering the offer removes its card, and the pressed button with it: the lesson's title takes the focus.
  const hadOffer = useRef(false);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (hadOffer.current && !offer && lost) document.getElementById('lesson-title')?.focus();
    hadOffer.current = offer !== null;
  }, [offer]);

  return (
    <>
      {offer && (
        <Suspense fallback={null}>
          <PacingOfferCard offer={offer} />
        </Suspense>
      )}
      {consolidation && (
        <Alert tone="info" title={consolidationLine(consolidation.day)}>
          {pacing.note}
        </Alert>
      )}
      {showStretch && pacing.stretch && !consolidation && (
        <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
          {STRETCH_LINE}
        </p>
      )}
    </>
  );
}

/** Said above the actions once the consolidation day is marked studied. */
export function consolidationDone(day: number) {
  return (
    <p className="rounded-xl border border-success-200 bg-success-50 px-4 py-3 text-sm font-medium text-success-700">
      {`Consolidation day completed. Day ${String(day + 1)} opens tomorrow.`}
    </p>
  );
}
