import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { quizReminder, type QuizGap } from '../utils/quiz-messages';

interface QuizReminderDialogProps {
  gap: QuizGap;
  /** Back to the quiz, at the first question without a right answer. */
  onAnswer: () => void;
  /** Completes the lesson as it is: the quiz never blocks it. */
  onCompleteAnyway: () => void;
  onClose: () => void;
}

/**
 * 'Mark as Completed' with questions unanswered or not quite right asks first, saying how many. "Answer
 * them now" has the focus, so Enter goes back to the quiz; Escape changes nothing.
 */
export function QuizReminderDialog({ gap, onAnswer, onCompleteAnyway, onClose }: QuizReminderDialogProps) {
  const answerRef = useRef<HTMLButtonElement>(null);
  const text = quizReminder(gap);
  return (
    <Dialog open onClose={onClose} initialFocusRef={answerRef} title={text.title} description={text.body}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCompleteAnyway}>
          {text.anyway}
        </Button>
        <Button ref={answerRef} onClick={onAnswer}>
          {text.answer}
        </Button>
      </div>
    </Dialog>
  );
}
