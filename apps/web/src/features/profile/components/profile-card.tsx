import { Fragment } from 'react';
import { LoginRequired } from '@/components/access/login-required';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StreakFreezes } from '@/components/progress/streak-freezes';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { getToken } from '@/lib/storage';
import { useProfile, type Profile } from '../api/get-profile';
import { initialsOf, PROFILE_MESSAGES, progressPercent } from '../utils/progress';
import { ActiveDaysCalendar } from './active-days-calendar';
import { VerifyEmailNotice } from './verify-email-notice';

function ProfileSkeleton() {
  return (
    <Card padding="lg" className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your profile...
      </span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-56 max-w-full" />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-10" />
    </Card>
  );
}

/**
 * An e-mail address with line-break opportunities before its '@' and each '.', so a long one wraps between its
 * parts ("asha.verma / @university / .example.com") rather than mid-word; a part longer than the line still
 * wraps anywhere (overflow-wrap) instead of overflowing.
 */
function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface-muted px-4 py-3">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-ink tabular-nums">{value}</dd>
    </div>
  );
}

function ProfileDetails({
  profile,
  refreshing,
  onRefresh,
}: {
  profile: Profile;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const percent = progressPercent(profile.completedDays, profile.totalDays);
  return (
    <Card padding="lg" className="space-y-6">
      {/* Below 640 px the name and e-mail get the whole width beside the avatar; Refresh goes to the next line. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <div
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-500 to-brand-800 text-xl font-bold text-white shadow-brand"
        >
          {initialsOf(profile.name)}
        </div>
        <div className="min-w-0 flex-1 basis-[calc(100%-5rem)] sm:basis-0">
          {/* A name wraps between its words only; a word longer than the line ends in '…' (the full name in the
              tooltip) rather than breaking mid-word. */}
          <h2
            title={profile.name}
            className="overflow-hidden text-xl font-bold tracking-tight text-ellipsis text-ink [overflow-wrap:normal]"
          >
            {profile.name}
          </h2>
          <p title={profile.email} className="text-sm text-ink-muted [overflow-wrap:anywhere]">
            <EmailAddress email={profile.email} />
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          loading={refreshing}
          loadingText="Refreshing..."
          onClick={onRefresh}
        >
          Refresh
        </Button>
      </div>
      {profile.emailVerified === false && <VerifyEmailNotice email={profile.email} />}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Stat
          label="Learning Streak"
          value={`${String(profile.streak)} ${profile.streak === 1 ? 'day' : 'days'}`}
        />
        <Stat
          label="Days Completed"
          value={`${String(profile.completedDays)} of ${String(profile.totalDays)}`}
        />
      </dl>
      <StreakFreezes held={profile.freezesHeld} savedOn={profile.freezeSavedOn} className="w-fit" />
      <ActiveDaysCalendar activeDates={profile.activeDates} frozenDates={profile.frozenDates} />
      <div className="space-y-2">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-medium text-ink">Course progress</span>
          <span className="font-semibold text-ink tabular-nums">{percent}%</span>
        </div>
        <ProgressBar label="Course progress" value={percent} max={100} />
      </div>
    </Card>
  );
}

/** SPEC §2 Profile, with §4's states: loading, error, loaded, refreshing. */
export function ProfileCard() {
  const profile = useProfile();
  const retry = () => {
    void profile.refetch();
  };

  if (!getToken()) {
    return <LoginRequired tone="warning">{PROFILE_MESSAGES.noToken}</LoginRequired>;
  }

  if (profile.isPending) return <ProfileSkeleton />;

  const failure = profile.isError && (
    <Alert
      tone="danger"
      action={
        <Button size="sm" variant="secondary" loading={profile.isRefetching} onClick={retry}>
          Try again
        </Button>
      }
    >
      {PROFILE_MESSAGES.loadFailed}
    </Alert>
  );

  if (!profile.data) return failure;
  return (
    <div className="space-y-4">
      {failure}
      <ProfileDetails profile={profile.data} refreshing={profile.isRefetching} onRefresh={retry} />
    </div>
  );
}
