import { PLAN_DAYS, type RoadmapResponse } from '@pathwise/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { ChatLog } from '@/components/ui/chat-log';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUserId } from '@/lib/session';
import { meQueryOptions, progressQueryOptions, useMe, useProgress } from '@/lib/session-queries';
import { toast } from '@/lib/toast';
import { VisitStart } from '@/lib/visit';
import { useCompleteConsolidation } from '../api/complete-consolidation';
import { useCompleteLesson } from '../api/complete-lesson';
import { pacingQueryOptions } from '../api/get-pacing';
import { todayLessonQueryOptions } from '../api/get-today-lesson';
import { reviewTodayQueryOptions } from '../api/review';
import { useReviewGate } from '../hooks/use-review-gate';
import { readSkipped } from '../hooks/use-review-skip';
import { lessonOfTheDay, usePacing } from '../hooks/use-pacing';
import { useTodayLesson } from '../hooks/use-today-lesson';
import { useTutorAccess } from '../hooks/use-tutor-access';
import { useTutorHistory, type TutorHistory } from '../hooks/use-tutor-history';
import { TUTOR_MESSAGES, type TutorVariant } from '../utils/messages';
import { AskTutorJump, TUTOR_PANEL_ID } from './ask-tutor-jump';
import { CheckingAccess } from './checking-access';
import { LessonCardSkeleton } from './lesson-card-skeleton';
import type { Celebration } from './lesson-celebration';
import { LessonPanel } from './lesson-panel';
import { LessonProblem } from './lesson-problem';
import { OfflineLessonNotice } from './offline-lesson-notice';
import { consolidationDone, PacingNotes } from './pacing-notes';
import { REVIEW_LOAD_FAILED, ReviewStep } from './review-step';
import { TutorHeader } from './tutor-header';

export interface TutorScreenProps {
  /** /Tutor, or /dashboard (adds the quiz and a chatbot hint, no chat, 'Already Completed'). */
  variant: TutorVariant;
  /** The 'Download Certificate' button (certificates feature), placed beside Mark as Completed. */
  certificateAction: ReactNode;
  /**
   * TUTOR CHAT SLOT: the tutor chat (messages, input, send) renders here and receives today's
   * history. Without it, the read-only chat log shows (empty state and completion lines).
   */
  renderChat?: (history: TutorHistory) => ReactNode;
  /**
   * The finish panel (certificate, sharing; it shows only once every day is completed), placed under the
   * greeting and above the day's lesson.
   */
  finish?: ReactNode;
}

// The completion moment is a few kB of one visit's end: fetched when Mark as Completed is pressed.
const loadCelebration = () => import('./lesson-celebration');
const LessonCelebration = lazy(loadCelebration);

/** SPEC §2 Tutor: access check first, then greeting, streak, today's lesson and the chat. */
export function TutorScreen(props: TutorScreenProps) {
  const [visitStart] = useState(Date.now);
  useDayPrefetch();
  const access = useTutorAccess();
  return (
    <VisitStart value={visitStart}>
      {access === 'granted' ? <TutorContent {...props} /> : <CheckingAccess />}
    </VisitStart>
  );
}

/**
 * The day's data sets off with the access check instead of after it: the lesson does not wait for a second
 * round trip. Nothing is shown before access is granted, and the server checks access on each call itself.
 */
function useDayPrefetch() {
  const userId = useUserId();
  // Observers that only start the calls (with the usual retries); their answers re-render the parts that
  // show them, not this screen.
  const quiet = { notifyOnChangeProps: [] };
  useQuery({ ...todayLessonQueryOptions, ...quiet });
  useQuery({ ...pacingQueryOptions, ...quiet });
  useQuery({ ...progressQueryOptions, ...quiet });
  useQuery({ ...meQueryOptions, ...quiet });
  useQuery({ ...reviewTodayQueryOptions, enabled: !readSkipped(userId), ...quiet });
}

/** SPEC §8: user-data and progress failures on the tutor are only logged. */
function useLogFailure(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.warn(`Tutor: could not load ${what}.`, error);
  }, [error, what]);
}

function TutorContent(props: TutorScreenProps) {
  const { variant, certificateAction, renderChat, finish } = props;
  const withChat = variant === 'tutor';
  const userId = useUserId();
  const me = useMe();
  const progress = useProgress();
  const today = useTodayLesson();
  const history = useTutorHistory(userId);
  const { append } = history;
  const complete = useCompleteLesson();
  const pacing = usePacing();
  const completeConsolidation = useCompleteConsolidation();
  // On a consolidation day (decision 053) its lesson is the day's lesson, completed by its own call.
  const lesson = lessonOfTheDay(today, pacing);
  const queryClient = useQueryClient();
  const review = useReviewGate(userId);
  const [actionError, setActionError] = useState<string | null>(null);
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  const [consolidated, setConsolidated] = useState<number | null>(null);
  const tutorPanel = useRef<HTMLElement>(null);
  useLogFailure(me.error, 'the user');
  useLogFailure(progress.error, 'progress');

  // Only today's day can be completed, so the plan's last day completed means every day is.
  const finished = today.completed && today.day === PLAN_DAYS;
  // SPEC §4: opening an already completed lesson adds the "done for today" line, once per visit.
  const greeted = useRef(false);
  const completedOnLoad = today.completed && today.lesson !== null;
  useEffect(() => {
    if (!withChat || today.loading || greeted.current) return;
    greeted.current = true;
    if (completedOnLoad) append({ sender: 'bot', text: TUTOR_MESSAGES.doneForTodayLine }, { unique: true });
  }, [withChat, today.loading, completedOnLoad, append]);

  const onCompleteConsolidation = () => {
    completeConsolidation.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setConsolidated(pacing.consolidation?.day ?? null);
        if (withChat) append({ sender: 'bot', text: TUTOR_MESSAGES.justCompletedLine });
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, TUTOR_MESSAGES.completeFailed));
      },
    });
  };

  const onComplete = () => {
    setActionError(null);
    if (pacing.consolidation) {
      onCompleteConsolidation();
      return;
    }
    void loadCelebration();
    if (!today.lesson || today.day == null) {
      setActionError(TUTOR_MESSAGES.lessonDataMissing);
      return;
    }
    const day = today.day;
    const previousStreak = progress.data?.streak ?? null;
    complete.mutate(day, {
      onSuccess: ({ streak }) => {
        toast.success(TUTOR_MESSAGES.completed);
        // Tomorrow's title, from the plan the page loaded for the 30-day map (or the finish).
        const plan = queryClient.getQueryData<RoadmapResponse>(['plan', 'roadmap'])?.plan.plan;
        setCelebration({ day, streak, previousStreak, tomorrow: plan?.[String(day + 1)]?.topicName });
        if (withChat) append({ sender: 'bot', text: TUTOR_MESSAGES.justCompletedLine });
      },
      onError: () => {
        toast.error(TUTOR_MESSAGES.completeFailed);
      },
    });
  };

  return (
    // Below 1024 px the fixed "Ask the tutor" bar keeps room at the bottom of the page.
    <div className={cn('space-y-6', withChat && 'max-lg:pb-20')}>
      <TutorHeader
        name={me.data?.name ?? null}
        nameLoading={me.isPending}
        streak={progress.data?.streak ?? 0}
        streakLoading={progress.isPending}
        finished={finished}
      />
      {finish}
      <div className="space-y-3 empty:hidden">
        <OfflineLessonNotice />
        <LessonProblem today={lesson} />
        {review.failed && <Alert tone="warning">{REVIEW_LOAD_FAILED}</Alert>}
        {actionError && (
          <Alert
            tone="danger"
            onDismiss={() => {
              setActionError(null);
            }}
          >
            {actionError}
          </Alert>
        )}
      </div>
      <div
        className={cn(
          // minmax(0, …): a wide code block scrolls inside the card instead of widening the page.
          'grid grid-cols-[minmax(0,1fr)] gap-6',
          withChat && 'lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start',
        )}
      >
        {review.stage === 'loading' && <LessonCardSkeleton slow={false} />}
        {review.stage === 'review' && (
          <ReviewStep items={review.items} onSkip={review.skip} onDone={review.finish} />
        )}
        {review.stage === 'lesson' && (
          <div className="min-w-0 space-y-4">
            <PacingNotes
              pacing={pacing}
              showOffer={withChat && !today.loading && !today.completed}
              showStretch={withChat}
            />
            <LessonPanel
              today={lesson}
              variant={variant}
              completing={complete.isPending || completeConsolidation.isPending}
              onComplete={onComplete}
              certificateAction={certificateAction}
              celebration={
                consolidated === null
                  ? celebration && (
                      <Suspense fallback={null}>
                        <LessonCelebration
                          {...celebration}
                          onDismiss={() => {
                            setCelebration(null);
                            // The Mark as Completed button is now disabled: the lesson's title takes the focus back.
                            document.getElementById('lesson-title')?.focus();
                          }}
                        />
                      </Suspense>
                    )
                  : consolidationDone(consolidated)
              }
            />
          </div>
        )}
        {withChat && (
          <aside
            ref={tutorPanel}
            id={TUTOR_PANEL_ID}
            aria-labelledby="tutor-chat-title"
            className="space-y-3 lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)]"
          >
            <h2 id="tutor-chat-title" className="text-lg font-bold tracking-tight text-ink">
              Your AI tutor
            </h2>
            {renderChat ? (
              renderChat(history)
            ) : (
              <ChatLog
                label="Tutor chat"
                botName="Tutor"
                messages={history.messages}
                empty={TUTOR_MESSAGES.chatEmpty}
                className="max-h-96 min-h-40"
              />
            )}
          </aside>
        )}
      </div>
      {withChat && <AskTutorJump panelRef={tutorPanel} />}
    </div>
  );
}
