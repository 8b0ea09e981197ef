import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { PaymentRequiredNotice } from '@/components/access/payment-required-notice';
import { ApiError, isPaymentRequired } from '@/lib/api-client';
import type { Evaluation } from '@/lib/evaluate-answer';
import { useEvaluateAnswers } from '../api/evaluate-answers';
import { useGenerateQuestions } from '../api/generate-questions';
import { CROSS_MESSAGES } from '../utils/messages';
import { AnswerForm } from './answer-form';
import { FeedbackList } from './feedback-list';
import { TopicForm } from './topic-form';

/** The server's own reason for a quota refusal (429), shown under the SPEC message. */
const reasonOf = (error: unknown) =>
  error instanceof ApiError && error.status === 429 ? error.serverMessage : null;

/** An access refusal (402): the SPEC message stays, and this says why and leads to the payment screen. */
const paymentNoticeFor = (error: unknown, className?: string) =>
  isPaymentRequired(error) ? (
    <PaymentRequiredNotice message={error.serverMessage} className={className} />
  ) : null;

function Placeholder({ lines }: { lines: number }) {
  return (
    <div className="space-y-5" aria-hidden="true">
      {Array.from({ length: lines }, (_unused, index) => (
        <div key={index} className="space-y-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-20 w-full" />
        </div>
      ))}
    </div>
  );
}

/** SPEC §4 cross-questions: topic entered → questions generated → answers given → feedback shown. */
export function CrossQuestioning() {
  const [topic, setTopic] = useState('');
  const [topicError, setTopicError] = useState<string | null>(null);
  const [questions, setQuestions] = useState<string[]>([]);
  const [answers, setAnswers] = useState<string[]>([]);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Evaluation[] | null>(null);
  const generate = useGenerateQuestions();
  const evaluate = useEvaluateAnswers();

  const onGenerate = () => {
    setTopicError(null);
    if (!topic.trim()) {
      setTopicError(CROSS_MESSAGES.topicRequired);
      return;
    }
    setFeedback(null);
    setAnswerError(null);
    generate.mutate(topic.trim(), {
      onSuccess: (generated) => {
        if (generated.length === 0) {
          setTopicError(CROSS_MESSAGES.generateFailed);
          return;
        }
        setQuestions(generated);
        setAnswers(generated.map(() => ''));
      },
      onError: (error) => {
        setTopicError([CROSS_MESSAGES.generateFailed, reasonOf(error)].filter(Boolean).join(' '));
      },
    });
  };

  const onSubmit = () => {
    setAnswerError(null);
    if (questions.some((_question, index) => !(answers[index] ?? '').trim())) {
      setAnswerError(CROSS_MESSAGES.answersRequired);
      return;
    }
    evaluate.mutate(
      questions.map((question, index) => ({ question, answer: answers[index] ?? '' })),
      {
        onSuccess: setFeedback,
        onError: () => {
          setAnswerError(CROSS_MESSAGES.evaluateFailed);
        },
      },
    );
  };

  return (
    <div className="space-y-8">
      <Card>
        <TopicForm
          topic={topic}
          onTopicChange={setTopic}
          onSubmit={onGenerate}
          generating={generate.isPending}
          error={topicError}
        />
        {topicError === CROSS_MESSAGES.generateFailed && paymentNoticeFor(generate.error, 'mt-3')}
      </Card>
      {generate.isPending ? (
        <Card aria-busy="true">
          <p className="sr-only">Generating questions…</p>
          <Placeholder lines={3} />
        </Card>
      ) : (
        questions.length > 0 && (
          <Card>
            <h2 className="mb-4 text-xl font-bold tracking-tight text-ink">Your questions</h2>
            <AnswerForm
              questions={questions}
              answers={answers}
              onAnswerChange={(index, answer) => {
                setAnswers((previous) => previous.map((value, at) => (at === index ? answer : value)));
              }}
              onSubmit={onSubmit}
              submitting={evaluate.isPending}
              error={answerError}
              detail={answerError === CROSS_MESSAGES.evaluateFailed ? reasonOf(evaluate.error) : null}
              notice={answerError === CROSS_MESSAGES.evaluateFailed ? paymentNoticeFor(evaluate.error) : null}
            />
          </Card>
        )
      )}
      {evaluate.isPending && (
        <section aria-busy="true">
          <p className="sr-only">Evaluating your answers…</p>
          <Placeholder lines={questions.length} />
        </section>
      )}
      {feedback && !evaluate.isPending && <FeedbackList items={feedback} />}
    </div>
  );
}
