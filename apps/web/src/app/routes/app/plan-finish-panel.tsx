import { FinishIllustration } from '@/components/illustrations/finish-illustration';
import { CourseFinished, type CourseFinishedProps } from '@/features/certificates/components/course-finished';

/** The finish panel's content, loaded only for a learner who has finished (plan-finish.tsx). */
export default function PlanFinishPanel(props: Omit<CourseFinishedProps, 'illustration'>) {
  return <CourseFinished {...props} illustration={<FinishIllustration className="w-32" />} />;
}
