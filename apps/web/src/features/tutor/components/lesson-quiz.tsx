import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { TodayQuizItem } from '../api/get-today-lesson';

/** The dashboard variant's quiz, with answers behind a disclosure and a pointer to the chatbot. */
export function LessonQuiz({ quiz }: { quiz: TodayQuizItem[] }) {
  if (quiz.length === 0) return null;
  return (
    <section aria-labelledby="lesson-quiz-title" className="space-y-3">
      <h3 id="lesson-quiz-title" className="text-lg font-bold tracking-tight text-ink">
        Quiz
      </h3>
      <ol className="list-decimal space-y-3 pl-6">
        {quiz.map((item, index) => (
          <li key={index} className="space-y-1">
            <p className="font-medium text-ink">{item.question}</p>
            {item.answer && (
              <details className="text-sm text-ink-muted">
                <summary className="w-fit rounded font-medium text-brand-700">Check your answer</summary>
                <p className="mt-1">{item.answer}</p>
              </details>
            )}
          </li>
        ))}
      </ol>
      <p className="rounded-xl bg-info-50 px-4 py-3 text-sm text-info-700">
        Stuck on a question? Ask the{' '}
        <Link to={paths.app.chat.getHref()} className="font-semibold underline underline-offset-2">
          Chatbot
        </Link>{' '}
        to explain it another way.
      </p>
    </section>
  );
}
