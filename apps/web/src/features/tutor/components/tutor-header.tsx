import { TrialBadge } from '@/components/access/trial-badge';
import { StreakFreezes } from '@/components/progress/streak-freezes';
import { FlameIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useProgress } from '@/lib/session-queries';
import { useOfflineGreeting } from '../hooks/use-offline-greeting';

interface TutorHeaderProps {
  name: string | null;
  nameLoading: boolean;
  streak: number;
  streakLoading: boolean;
  /** Every day of the plan is completed: no "today's lesson" to promise. */
  finished?: boolean;
}

/**
 * 'Welcome, {name or User}!', the tutor-ready line and 'Learning Streak: N days' (SPEC §2), '1 day' for one;
 * in the free trial, 'Trial: N days left (ends 2 Dec)'.
 */
export function TutorHeader({ name, nameLoading, streak, streakLoading, finished }: TutorHeaderProps) {
  // The screen already asked for progress: this reads the same cached answer for the streak's freezes.
  const progress = useProgress();
  // Offline (decision 026): the name and streak as last loaded, or an honest placeholder; never "User" and 0.
  const offline = useOfflineGreeting();
  const shownName = offline.nameOffline ? offline.keptName : name;
  const shownStreak = offline.streakOffline ? offline.keptStreak : streak;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {nameLoading && !offline.nameOffline ? (
          <Skeleton className="h-9 w-64 max-w-full" />
        ) : (
          <h1 className="text-title break-words text-ink">
            {offline.nameOffline && !shownName?.trim()
              ? 'Welcome!'
              : `Welcome, ${shownName?.trim() || 'User'}!`}
          </h1>
        )}
        <p className="mt-2 text-ink-muted">
          {finished
            ? 'All 30 days of your plan are done. Your interactive AI tutor is still ready for your questions.'
            : "Your interactive AI tutor is ready. Read today's lesson, then ask about anything that isn't clear."}
        </p>
      </div>
      {/* The streak, and for a learner in their trial how long it lasts. */}
      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:justify-end">
        {streakLoading && !offline.streakOffline ? (
          <Skeleton className="h-10 w-48" />
        ) : (
          <p className="inline-flex items-center gap-2 rounded-full border border-warning-200 bg-warning-50 px-4 py-2 text-sm font-semibold text-warning-700">
            <FlameIcon className="size-4 shrink-0" />
            {shownStreak === null
              ? 'Learning Streak: not available offline'
              : `Learning Streak: ${String(shownStreak)} ${shownStreak === 1 ? 'day' : 'days'}`}
          </p>
        )}
        {progress.data && (
          <StreakFreezes held={progress.data.freezes_held} savedOn={progress.data.freeze_saved_on} />
        )}
        <TrialBadge />
      </div>
    </div>
  );
}
