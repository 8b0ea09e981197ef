import { lazy, Suspense } from 'react';
import { useRoadmap } from '@/features/plan/api/get-roadmap';

// Every day done is one visit in thirty: the panel's code (the certificate, sharing, the artwork) loads then.
const PlanFinishPanel = lazy(() => import('./plan-finish-panel'));

/** The finish panel once every day of the active plan is completed (nothing before, or without a plan). */
export function PlanFinish({ className }: { className?: string }) {
  const roadmap = useRoadmap();
  const data = roadmap.data;
  const duration = data?.plan.duration ?? 0;
  const finished = Boolean(data && data.today === null && new Set(data.completedDays).size >= duration);
  if (!data || !finished) return null;
  return (
    <Suspense fallback={null}>
      <PlanFinishPanel
        finished
        goal={data.plan.goal}
        days={duration}
        coverage={data.plan.coverage}
        {...(className ? { className } : {})}
      />
    </Suspense>
  );
}
