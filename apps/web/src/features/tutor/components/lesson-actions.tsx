import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { BUTTON_LABELS, TUTOR_MESSAGES, type TutorVariant } from '../utils/messages';

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
  else if (completed) label = variant === 'dashboard' ? BUTTON_LABELS.alreadyCompleted : BUTTON_LABELS.lessonCompleted;
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

interface CertificateButtonProps {
  name: string;
  download: (name: string) => Promise<void>;
}

/** 'Download Certificate': any failure means the course is not completed yet (SPEC §8). */
export function CertificateButton({ name, download }: CertificateButtonProps) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await download(name);
    } catch {
      toast.error(TUTOR_MESSAGES.certificateFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      loading={busy}
      onClick={() => {
        void onClick();
      }}
    >
      {BUTTON_LABELS.downloadCertificate}
    </Button>
  );
}
