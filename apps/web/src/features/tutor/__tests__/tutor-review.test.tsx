import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';
import { ANSWER_REQUIRED } from '../components/answer-form';
import { REVIEW_INTRO, REVIEW_LOAD_FAILED } from '../components/review-step';
import { reviewSkipKey } from '../hooks/use-review-skip';
import { REVIEW_TODAY, serverError, tutorRoutes } from './tutor-fixtures';

const FIRST = '0b0f6a9e-4f1c-4a57-9d43-2b8c1f1e9a01';
const SECOND = '0b0f6a9e-4f1c-4a57-9d43-2b8c1f1e9a02';
const due = {
  items: [
    {
      id: FIRST,
      day: 1,
      topic: 'JSX basics',
      question: 'What does JSX compile to?',
      due: '2026-01-01T05:00:00.000Z',
      dueNow: true,
    },
    {
      id: SECOND,
      day: 2,
      topic: 'Props',
      question: 'Can a child change its props?',
      due: '2026-01-01T06:00:00.000Z',
      dueNow: true,
    },
  ],
  dueCount: 2,
};
const graded = (score: number, rating: string, intervalDays: number) =>
  json({
    feedback: `Feedback for a ${String(score)}.`,
    score,
    rating,
    nextDue: '2026-01-04T05:00:00.000Z',
    intervalDays,
  });

const lessonArticle = () => screen.queryByRole('article', { name: 'Day 3: State with useState' });
const reviewCard = () => screen.findByRole('region', { name: 'Review' });

describe('the review step before the day’s lesson', () => {
  it('asks the due questions one at a time, grades each, then goes to the lesson', async () => {
    const api = mockApi(
      tutorRoutes({
        [REVIEW_TODAY]: due,
        [`POST /api/review/${FIRST}`]: graded(9, 'Good', 3),
        [`POST /api/review/${SECOND}`]: graded(2, 'Again', 1),
      }),
    );
    const { user } = renderApp('/Tutor', { loggedIn: true });
    const card = await reviewCard();
    expect(lessonArticle()).not.toBeInTheDocument();
    expect(within(card).getByText(REVIEW_INTRO)).toBeInTheDocument();
    expect(within(card).getByTestId('review-progress')).toHaveTextContent('Question 1 of 2');
    expect(within(card).getByText('Day 1: JSX basics')).toBeInTheDocument();
    expect(within(card).getByText('What does JSX compile to?')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Check answer' }));
    expect(within(card).getByText(ANSWER_REQUIRED)).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/review/${FIRST}`)).toHaveLength(0);

    await user.type(
      within(card).getByRole('textbox', { name: 'Your answer to review question 1' }),
      ' React.createElement calls ',
    );
    await user.click(within(card).getByRole('button', { name: 'Check answer' }));
    expect(await within(card).findByText('Feedback for a 9.')).toBeInTheDocument();
    expect(within(card).getByText('We will ask this again in 3 days.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/review/${FIRST}`)[0]?.body).toEqual({
      userAnswer: 'React.createElement calls',
    });

    await user.click(within(card).getByRole('button', { name: 'Next question' }));
    expect(within(card).getByTestId('review-progress')).toHaveTextContent('Question 2 of 2');
    await waitFor(() => {
      expect(within(card).getByText('Can a child change its props?')).toHaveFocus();
    });
    const box = within(card).getByRole('textbox', { name: 'Your answer to review question 2' });
    expect(box).toHaveValue('');
    await user.type(box, 'Yes');
    await user.click(within(card).getByRole('button', { name: 'Check answer' }));
    expect(await within(card).findByText('We will ask this again tomorrow.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Skip review' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Go to today’s lesson' }));
    expect(await screen.findByRole('heading', { name: 'Day 3: State with useState' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();
  });

  it('Skip review goes straight to the lesson and is remembered for the day', async () => {
    const api = mockApi(tutorRoutes({ [REVIEW_TODAY]: due }));
    const { user, unmount } = renderApp('/Tutor', { loggedIn: true });
    const card = await reviewCard();
    await user.click(within(card).getByRole('button', { name: 'Skip review' }));
    expect(await screen.findByRole('heading', { name: 'Day 3: State with useState' })).toHaveFocus();
    expect(window.localStorage.getItem(reviewSkipKey(TEST_USER_ID))).toBe('1');

    unmount();
    const before = api.callsTo('GET', '/api/review/today').length;
    renderApp('/Tutor', { loggedIn: true });
    expect(await screen.findByRole('article', { name: 'Day 3: State with useState' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/review/today')).toHaveLength(before);
  });

  it('shows the lesson with a line saying so when the review list cannot load', async () => {
    mockApi(tutorRoutes({ [REVIEW_TODAY]: serverError() }));
    renderApp('/Tutor', { loggedIn: true });
    expect(await screen.findByRole('article', { name: 'Day 3: State with useState' })).toBeInTheDocument();
    expect(await screen.findByText(REVIEW_LOAD_FAILED)).toBeInTheDocument();
  });

  it('says the trial has ended, with the way to Premium, when grading answers 402', async () => {
    mockApi(
      tutorRoutes({
        [REVIEW_TODAY]: due,
        [`POST /api/review/${FIRST}`]: serverError(402, 'Your free trial has ended.'),
      }),
    );
    const { user } = renderApp('/Tutor', { loggedIn: true });
    const card = await reviewCard();
    await user.type(within(card).getByRole('textbox', { name: 'Your answer to review question 1' }), 'JS');
    await user.click(within(card).getByRole('button', { name: 'Check answer' }));
    expect(await within(card).findByText('Your free trial has ended.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Unlock Premium/ })).toHaveAttribute('href', '/payment');
    // The learner can still go on to the lesson.
    expect(within(card).getByRole('button', { name: 'Skip review' })).toBeEnabled();
  });

  it('comes before the lesson on the dashboard too', async () => {
    mockApi(tutorRoutes({ [REVIEW_TODAY]: due }));
    renderApp('/dashboard', { loggedIn: true });
    expect(await reviewCard()).toBeInTheDocument();
    expect(lessonArticle()).not.toBeInTheDocument();
  });
});
