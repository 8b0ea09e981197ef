import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { TodayLesson } from '../api/get-today-lesson';
import type { TutorVariant } from '../utils/messages';
import { LessonQuiz } from './lesson-quiz';
import { Markdown } from '@/components/ui/markdown';

interface LessonCardProps {
  day: number | null;
  lesson: TodayLesson;
  variant: TutorVariant;
  /** Mark as Completed and Download Certificate. */
  actions: ReactNode;
}

/** Today's lesson: 'Day N: topic', the explanation, the quiz (dashboard) and the hands-on task. */
export function LessonCard({ day, lesson, variant, actions }: LessonCardProps) {
  const title = `${day == null ? 'Today' : `Day ${String(day)}`}: ${lesson.topicName?.trim() || 'No Topic'}`;
  return (
    <Card padding="lg" className="space-y-6">
      <article aria-labelledby="lesson-title" className="space-y-6">
        <h2 id="lesson-title" className="text-xl font-bold tracking-tight break-words text-ink sm:text-2xl">
          {title}
        </h2>
        {lesson.detailedExplanation && (
          <Markdown headingLevel={3} density="roomy">
            {lesson.detailedExplanation}
          </Markdown>
        )}
        {variant === 'dashboard' && <LessonQuiz quiz={lesson.quiz ?? []} />}
        {lesson.handsOnTask && (
          <section
            aria-labelledby="hands-on-title"
            className="space-y-2 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
          >
            <h3 id="hands-on-title" className="text-lg font-bold tracking-tight text-brand-900">
              Hands-On Task
            </h3>
            <Markdown headingLevel={3} density="roomy">
              {lesson.handsOnTask}
            </Markdown>
          </section>
        )}
      </article>
      <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row">{actions}</div>
    </Card>
  );
}
