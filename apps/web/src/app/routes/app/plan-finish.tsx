import { FinishIllustration } from '@/components/illustrations/finish-illustration';
import { CourseFinished } from '@/features/certificates/components/course-finished';
import { useRoadmap } from '@/features/plan/api/get-roadmap';

/** The finish panel once every day of the active plan is completed (nothing before, or without a plan). */
export function PlanFinish({ className }: { className?: string }) {
  const roadmap = useRoadmap();
  const data = roadmap.data;
  const duration = data?.plan.duration ?? 0;
  const finished = Boolean(data && data.today === null && new Set(data.completedDays).size >= duration);
  return (
    <CourseFinished
      finished={finished}
      goal={data?.plan.goal ?? ''}
      days={duration}
      {...(data ? { coverage: data.plan.coverage } : {})}
      illustration={<FinishIllustration className="w-32" />}
      {...(className ? { className } : {})}
    />
  );
}
