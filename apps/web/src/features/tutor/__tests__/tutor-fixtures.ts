import { screen, within } from '@testing-library/react';
import { json, type mockApi } from '@/testing/mock-api';
import { TEST_USER_ID, type renderApp } from '@/testing/render-app';

export const TRIAL = `GET /api/auth/trial-status/${TEST_USER_ID}`;
export const SUBSCRIPTION = `GET /api/payment/subscription/status/${TEST_USER_ID}`;
export const TODAY = 'GET /api/plan/learning-plan/today';
export const PROGRESS = 'GET /api/plan/user_progress';
export const COMPLETE = 'POST /api/plan/complete-lesson';
export const ME = 'GET /api/auth/';
export const CERTIFICATE = 'POST /api/certificate/generate-certificate';
export const REVIEW_TODAY = 'GET /api/review/today';
export const PACING = 'GET /api/plan/pacing';

export const lesson = {
  topicName: 'State with useState',
  detailedExplanation: [
    '## Why state',
    'State is data that **changes over time**; call `setCount` to update it.',
    '```jsx',
    'const [count, setCount] = useState(0);',
    '```',
    '- Never mutate state directly',
    '- Updates are batched',
  ].join('\n'),
  quiz: [
    { question: 'What does useState return?', answer: 'A value and a setter.', keyPoints: ['pair'] },
    { question: 'Why not mutate state?', answer: 'React would not see the change.', keyPoints: ['identity'] },
  ],
  handsOnTask: 'Add a **counter** to the habit tracker.',
};

export const todayLesson = (overrides: Record<string, unknown> = {}) => ({
  day: 3,
  lesson,
  completed: false,
  ...overrides,
});

/** A learner with an active trial, a plan and today's lesson (day 3); override any route. */
export function tutorRoutes(overrides: Record<string, unknown> = {}) {
  return {
    [TRIAL]: { isTrialActive: true, trialEndsAt: '2030-01-01T00:00:00.000Z' },
    [SUBSCRIPTION]: { isActive: false },
    [ME]: {
      id: TEST_USER_ID,
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone_no: null,
      timeZone: 'Asia/Kolkata',
    },
    [PROGRESS]: { streak: 2, completed_days: [1, 2] },
    [TODAY]: todayLesson(),
    [COMPLETE]: { message: 'Lesson marked as completed.', streak: 3, completed_days: [1, 2, 3] },
    // Nothing to review: the lesson comes first (review-step.test.tsx covers the step).
    [REVIEW_TODAY]: { items: [], dueCount: 0 },
    // No pacing offer or consolidation day (tutor-pacing.test.tsx covers them).
    [PACING]: { offer: null, consolidation: null, stretch: false, extraDays: 0, note: null },
    ...overrides,
  } as Parameters<typeof mockApi>[0];
}

export const serverError = (status = 500, error = 'Something broke') => json({ error }, status);

/**
 * 'Mark as Completed' while today's quiz is unanswered: it asks first (tutor-quiz-complete.test.tsx), and these
 * tests complete the lesson anyway.
 */
export async function completeAnyway({ user }: Pick<ReturnType<typeof renderApp>, 'user'>): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
  const dialog = await screen.findByRole('dialog', { name: 'Finish the quiz first?' });
  await user.click(within(dialog).getByRole('button', { name: 'Mark as Completed anyway' }));
}
