import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { TodayLessonState } from '../hooks/use-today-lesson';

/** The error banner for today's lesson, with a way on: try again, or unlock premium after a 402. */
export function LessonProblem({ today }: { today: TodayLessonState }) {
  if (!today.problem) return null;
  return (
    <Alert
      tone="danger"
      action={
        today.paymentRequired ? (
          <Link to={paths.app.payment.getHref()} className={buttonStyles({ size: 'sm' })}>
            Unlock Premium
          </Link>
        ) : (
          <Button size="sm" variant="secondary" loading={today.reloading} onClick={today.reload}>
            Try again
          </Button>
        )
      }
    >
      {today.problem}
    </Alert>
  );
}
