import { Button } from '@/components/ui/button';
import { BUTTON_LABELS, type TutorVariant } from '../utils/messages';

interface CompleteButtonProps {
  hasLesson: boolean;
  completed: boolean;
  pending: boolean;
  variant: TutorVariant;
  onComplete: () => void;
}

/** 'Mark as Completed' → locked as 'Lesson Completed' ('Already Completed' on the dashboard) or 'No Lesson Available'. */
export function CompleteButton({ hasLesson, completed, pending, variant, onComplete }: CompleteButtonProps) {
  let label: string = BUTTON_LABELS.markCompleted;
  if (!hasLesson) label = BUTTON_LABELS.noLesson;
  else if (completed)
    label = variant === 'dashboard' ? BUTTON_LABELS.alreadyCompleted : BUTTON_LABELS.lessonCompleted;
  return (
    <Button
      variant={completed ? 'secondary' : 'primary'}
      disabled={!hasLesson || completed}
      loading={pending}
      onClick={onComplete}
      className="sm:min-w-48"
    >
      {label}
    </Button>
  );
}
