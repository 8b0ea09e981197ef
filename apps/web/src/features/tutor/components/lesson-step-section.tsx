import type { ReactNode } from 'react';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface LessonStepSectionProps {
  /** The heading's id: it names the section, and the heading takes focus when the step is opened. */
  titleId: string;
  title: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
  /** The next step's label: a button that marks this step done and opens the next. */
  next?: string;
  onNext?: () => void;
}

/** One step of the guided lesson: its heading, its content and the way on to the next step. */
export function LessonStepSection(props: LessonStepSectionProps) {
  const { titleId, title, className, titleClassName, children, next, onNext } = props;
  return (
    <section aria-labelledby={titleId} className={cn('space-y-3', className)}>
      <h3
        id={titleId}
        tabIndex={-1}
        className={cn('text-lg font-bold tracking-tight text-ink', titleClassName)}
      >
        {title}
      </h3>
      {children}
      {next && onNext && (
        <Button variant="secondary" size="sm" onClick={onNext}>
          {`Next: ${next}`}
          <ArrowRightIcon className="size-4" />
        </Button>
      )}
    </section>
  );
}
