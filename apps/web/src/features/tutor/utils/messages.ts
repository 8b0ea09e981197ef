/** The spec's exact tutor strings (SPEC §2, §4, §5, §8). */
export const TUTOR_MESSAGES = {
  checking: 'Checking subscription...',
  redirectingToPayment: 'Redirecting to payment page. Please subscribe to continue.',
  accessCheckFailed: 'Failed to check subscription. Please try again.',
  noLesson: 'No lesson available for today.',
  lessonLoadFailed: 'Failed to load lesson. Please try again.',
  lessonIncomplete: 'No lesson data available for today.',
  lessonDataMissing: 'Cannot mark lesson as completed: Lesson data is missing!',
  completed: '🎉 Lesson marked as completed!',
  completeFailed: '❌ Failed to mark lesson as complete.',
  chatEmpty: 'Say "Hi" to start learning!',
  justCompletedLine: 'Complete above Hands On Task!',
  doneForTodayLine: "We're done for today! Please complete the hands-on task above.",
} as const;

export const BUTTON_LABELS = {
  markCompleted: 'Mark as Completed',
  lessonCompleted: 'Lesson Completed',
  alreadyCompleted: 'Already Completed',
  noLesson: 'No Lesson Available',
} as const;

export type TutorVariant = 'tutor' | 'dashboard';
