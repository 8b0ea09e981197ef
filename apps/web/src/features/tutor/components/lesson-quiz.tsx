import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { TodayQuizItem } from '../api/get-today-lesson';
import type { QuizProgress } from '../hooks/use-quiz-progress';
import type { TutorVariant } from '../utils/messages';
import { QuizQuestion } from './quiz-question';

/**
 * Today's quiz, each answer checked in place by the grader. The dashboard variant also keeps the model
 * answers behind a disclosure and points to the chatbot (SPEC §2); /Tutor has its tutor beside the lesson.
 */
export function LessonQuiz({
  quiz,
  day,
  variant,
  progress,
}: {
  quiz: TodayQuizItem[];
  day: number | null;
  variant: TutorVariant;
  /** Each question's grade, kept by the lesson: its steps and Mark as Completed count them. */
  progress: QuizProgress;
}) {
  const dashboard = variant === 'dashboard';
  return (
    <>
      <ol className="list-decimal space-y-5 pl-6">
        {quiz.map((item, index) => (
          <QuizQuestion
            key={index}
            number={index + 1}
            item={item}
            day={day}
            showModelAnswer={dashboard}
            saved={progress.answers[index] ?? null}
            onGraded={(score) => {
              progress.record(index, score);
            }}
          />
        ))}
      </ol>
      {dashboard && (
        <p className="rounded-xl bg-info-50 px-4 py-3 text-sm text-info-700">
          Stuck on a question? Ask the{' '}
          <Link to={paths.app.chat.getHref()} className="font-semibold underline underline-offset-2">
            Chatbot
          </Link>{' '}
          to explain it another way.
        </p>
      )}
    </>
  );
}
