import { Link } from 'react-router';
import { EmptyStateIllustration } from '@/components/illustrations/empty-state-illustration';
import { PageContainer } from '@/components/layout/page-container';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useRoadmap } from '@/features/plan/api/get-roadmap';
import { Roadmap } from '@/features/plan/components/roadmap';
import { PlanHistory } from '@/features/plan-history/components/plan-history';
import { useMastery } from '@/features/profile/api/get-mastery';
import { daySummaries } from '@/features/profile/utils/mastery';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';

/** The learner's whole 30-day plan, open at any time (not only for the 5 seconds after Generate Plan). */
export function RoadmapRoute() {
  useDocumentTitle('Your 30-day plan');
  const roadmap = useRoadmap();
  // Fetched beside the plan, never before it: while it loads or when it fails, the days simply go without the line.
  const mastery = useMastery();
  const noPlan = roadmap.error instanceof ApiError && roadmap.error.status === 404;
  return (
    <PageContainer width="prose" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-title text-ink">Your 30-day plan</h1>
          {roadmap.data && <p className="mt-2 text-ink-muted">Goal: {roadmap.data.plan.goal}</p>}
        </div>
        {roadmap.data && (
          <Link to={paths.app.tutor.getHref()} className={buttonStyles({ size: 'sm' })}>
            Go to today&apos;s lesson
          </Link>
        )}
      </div>
      {roadmap.isPending && (
        <div className="space-y-3" aria-busy="true" aria-label="Loading your plan">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      )}
      {noPlan && <EmptyStateIllustration variant="no-plan" className="mx-auto" />}
      {noPlan && (
        <Alert
          tone="info"
          title="You have no learning plan yet."
          action={
            <Link to={paths.app.learningPlan.getHref()} className={buttonStyles({ size: 'sm' })}>
              Create your plan
            </Link>
          }
        />
      )}
      {roadmap.isError && !noPlan && (
        <Alert
          tone="danger"
          title="We couldn't load your plan."
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                void roadmap.refetch();
              }}
            >
              Try again
            </Button>
          }
        >
          {roadmap.error.message}
        </Alert>
      )}
      {roadmap.data && <Roadmap roadmap={roadmap.data} dayNotes={daySummaries(mastery.data)} />}
      {roadmap.data && <PlanHistory />}
    </PageContainer>
  );
}
