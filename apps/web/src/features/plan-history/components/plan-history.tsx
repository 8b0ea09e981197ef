import type { PlanHistoryEntry } from '@pathwise/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePlanHistory } from '../api/get-plan-history';
import { useResumePlan } from '../api/resume-plan';
import { ResumePlanDialog } from './resume-plan-dialog';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateOf = (iso: string) => dateFormat.format(new Date(iso));

/** The plan as the learner knows it: the curated course's own title, else their goal. */
const titleOf = (plan: PlanHistoryEntry) => plan.courseTitle ?? plan.goal;
const progressOf = (plan: PlanHistoryEntry) =>
  `${String(plan.completedDays)} of ${String(plan.duration)} days`;

const RESUME_FAILED = "We couldn't resume that plan. Please try again.";

/**
 * "Your plans": the plans Change Plan set aside, with their progress, dates and certificate. Any of
 * them can be resumed where it was left; the current plan then joins this list.
 */
export function PlanHistory() {
  const history = usePlanHistory();
  const resume = useResumePlan();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<PlanHistoryEntry | null>(null);
  const past = history.data?.plans.filter((plan) => plan.status === 'archived') ?? [];

  const close = () => {
    setChosen(null);
    resume.reset();
  };
  const confirm = () => {
    if (!chosen || resume.isPending) return;
    resume.mutate(chosen.id, {
      onSuccess: () => {
        toast.success(`Welcome back to ${titleOf(chosen)}. Pick up where you left off.`);
        setChosen(null);
        void navigate(paths.app.tutor.getHref());
      },
    });
  };
  const resumeError =
    resume.error instanceof ApiError && resume.error.serverMessage
      ? resume.error.serverMessage
      : resume.error
        ? RESUME_FAILED
        : null;

  return (
    <section aria-labelledby="plan-history-heading" className="space-y-4">
      <h2 id="plan-history-heading" className="text-xl font-bold tracking-tight text-ink">
        Your plans
      </h2>
      {history.isPending && (
        <div className="space-y-3" aria-busy="true" aria-label="Loading your plans">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
      {history.isError && (
        <Alert
          tone="danger"
          title="We couldn't load your earlier plans."
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                void history.refetch();
              }}
            >
              Try again
            </Button>
          }
        >
          {history.error.message}
        </Alert>
      )}
      {history.isSuccess && past.length === 0 && <p className="text-ink-muted">No earlier plans yet.</p>}
      {past.length > 0 && (
        <ul className="space-y-3">
          {past.map((plan) => (
            <li key={plan.id} className="rounded-xl border border-line bg-surface p-4 shadow-xs">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-ink">{titleOf(plan)}</h3>
                  <p className="text-sm text-ink-muted">
                    {plan.experience} · Started {dateOf(plan.createdAt)}
                    {plan.archivedAt && <> · Set aside {dateOf(plan.archivedAt)}</>}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Resume this plan: ${titleOf(plan)}`}
                  onClick={() => {
                    setChosen(plan);
                  }}
                >
                  Resume this plan
                </Button>
              </div>
              <ProgressBar
                className="mt-3"
                value={plan.completedDays}
                max={plan.duration}
                label={`${titleOf(plan)}: progress`}
              />
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="text-ink">{progressOf(plan)}</span>
                {plan.certificateId && (
                  <Link
                    to={paths.certificate.getHref(plan.certificateId)}
                    className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    View certificate
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ResumePlanDialog
        open={chosen !== null}
        title={chosen ? titleOf(chosen) : ''}
        progress={chosen ? `${progressOf(chosen)} done` : ''}
        resuming={resume.isPending}
        error={resumeError}
        onCancel={close}
        onConfirm={confirm}
      />
    </section>
  );
}
