import type { CourseRef, PlanCoverage } from '@pathwise/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

const LABELS: Record<PlanCoverage['method'], string> = {
  curated: 'Curated course',
  combined: 'Combined courses',
  provider: 'Written by AI',
  'study-method': 'Study method',
};

interface PlanCoverageNoteProps {
  coverage: PlanCoverage;
  /** Switches the plan to a curated course in one click (the nearest courses of a study-method plan). */
  onSwitch?: (course: CourseRef) => void;
  switching?: boolean;
}

/** How the plan was made, said plainly: never one subject passed off as another. */
export function PlanCoverageNote({ coverage, onSwitch, switching = false }: PlanCoverageNoteProps) {
  const studyMethod = coverage.method === 'study-method';
  return (
    <Alert tone={studyMethod ? 'warning' : 'info'} title={LABELS[coverage.method]}>
      <p>{coverage.note}</p>
      {coverage.context.length > 0 && (
        <p className="mt-1">
          Read as context, not a subject: {coverage.context.map((phrase) => `“${phrase}”`).join(', ')}.
        </p>
      )}
      {studyMethod && coverage.nearest.length > 0 && (
        <div className="mt-3">
          <p className="font-semibold">Nearest curated courses</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {coverage.nearest.map((course) =>
              onSwitch ? (
                <Button
                  key={course.id}
                  size="sm"
                  variant="secondary"
                  disabled={switching}
                  onClick={() => {
                    onSwitch(course);
                  }}
                >
                  Switch to {course.title}
                </Button>
              ) : (
                <span key={course.id} className="rounded-full border border-current px-3 py-1">
                  {course.title}
                </span>
              ),
            )}
          </div>
        </div>
      )}
    </Alert>
  );
}
