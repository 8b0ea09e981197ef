import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, type RecordedCall } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { CROSS_MESSAGES } from '../utils/messages';

const GENERATE = 'POST /api/crossquestion/generate-questions';
const EVALUATE = 'POST /api/crossquestion/evaluate-answer';
const QUESTIONS = ['What is a JOIN?', 'When would you use LEFT JOIN?'];

async function openScreen(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [GENERATE]: { questions: QUESTIONS.join('\n') }, ...routes });
  const view = renderApp('/cross-questioning', { loggedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Cross Questioning' });
  return { ...view, api };
}

async function generate(user: ReturnType<typeof renderApp>['user'], topic = 'SQL joins') {
  await user.type(screen.getByRole('textbox', { name: 'Topic' }), topic);
  await user.click(screen.getByRole('button', { name: CROSS_MESSAGES.generate }));
  return screen.findByRole('textbox', { name: `1. ${QUESTIONS[0]!}` });
}

describe('cross-questioning', () => {
  it('goes from a topic to questions to feedback with a score, one evaluation call per question in parallel', async () => {
    let open = 0;
    let peak = 0;
    const evaluate = async (call: RecordedCall) => {
      open += 1;
      peak = Math.max(peak, open);
      await new Promise((resolve) => setTimeout(resolve, 20));
      open -= 1;
      const { question } = call.body as { question: string };
      return json({
        feedback: `Good start on “${question}”. What's missing: NULLs.`,
        score: question === QUESTIONS[0] ? 8 : 5,
      });
    };
    const { user, api } = await openScreen({ [EVALUATE]: evaluate });
    // The title is set in an effect after the screen renders.
    await waitFor(() => {
      expect(document.title).toBe('Cross Questioning | Pathwise');
    });
    const first = await generate(user);
    expect(api.callsTo('POST', '/api/crossquestion/generate-questions')[0]?.body).toEqual({
      lessonContent: 'SQL joins',
    });
    await user.type(first, 'It combines rows of two tables.');
    await user.type(screen.getByRole('textbox', { name: `2. ${QUESTIONS[1]!}` }), 'To keep every left row.');
    await user.click(screen.getByRole('button', { name: CROSS_MESSAGES.submit }));

    const feedback = await screen.findByRole('region', { name: 'Feedback' });
    expect(within(feedback).getByText('8/10')).toBeInTheDocument();
    expect(within(feedback).getByText('5/10')).toBeInTheDocument();
    expect(within(feedback).getByText(/Good start on “What is a JOIN\?”/)).toBeInTheDocument();
    expect(within(feedback).getByText('Total: 13 / 20')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/crossquestion/evaluate-answer').map((call) => call.body)).toEqual([
      { question: QUESTIONS[0], userAnswer: 'It combines rows of two tables.' },
      { question: QUESTIONS[1], userAnswer: 'To keep every left row.' },
    ]);
    expect(peak).toBe(2);
  });

  it('asks for a topic and for every answer with the SPEC messages', async () => {
    const { user, api } = await openScreen();
    await user.click(screen.getByRole('button', { name: CROSS_MESSAGES.generate }));
    expect(await screen.findByText(CROSS_MESSAGES.topicRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/crossquestion/generate-questions')).toHaveLength(0);

    const first = await generate(user, '  React hooks');
    expect(screen.queryByText(CROSS_MESSAGES.topicRequired)).toBeNull();
    await user.type(first, 'An answer');
    await user.click(screen.getByRole('button', { name: CROSS_MESSAGES.submit }));
    expect(await screen.findByText(CROSS_MESSAGES.answersRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/crossquestion/evaluate-answer')).toHaveLength(0);
  });

  it('says generating failed', async () => {
    const { user } = await openScreen({
      [GENERATE]: json({ error: 'Something went wrong on our side.' }, 500),
    });
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'SQL');
    await user.click(screen.getByRole('button', { name: CROSS_MESSAGES.generate }));
    expect(await screen.findByText(CROSS_MESSAGES.generateFailed)).toBeInTheDocument();
  });

  it('says evaluating failed, with the quota message, and keeps the answers for another try', async () => {
    const quota = "You have used today's AI allowance of 200,000 tokens.";
    const { user } = await openScreen({ [EVALUATE]: json({ error: quota }, 429) });
    const first = await generate(user);
    await user.type(first, 'One');
    await user.type(screen.getByRole('textbox', { name: `2. ${QUESTIONS[1]!}` }), 'Two');
    await user.click(screen.getByRole('button', { name: CROSS_MESSAGES.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CROSS_MESSAGES.evaluateFailed);
    expect(alert).toHaveTextContent(quota);
    await waitFor(() => {
      expect(first).toHaveValue('One');
    });
  });
});

describe('cross-questioning after the free trial (402)', () => {
  const ended = 'Your free trial has ended. Unlock Premium (₹499, lifetime access) to keep learning.';

  it('keeps the SPEC message and the answers, says why and links to the payment screen', async () => {
    const { user } = await openScreen({ [EVALUATE]: json({ error: ended }, 402) });
    const first = await generate(user);
    await user.type(first, 'One');
    await user.type(screen.getByRole('textbox', { name: `2. ${QUESTIONS[1]!}` }), 'Two');
    await user.click(screen.getByRole('button', { name: CROSS_MESSAGES.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CROSS_MESSAGES.evaluateFailed);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(ended);
    expect(within(notice).getByRole('link', { name: 'Unlock Premium' })).toHaveAttribute('href', '/payment');
    expect(first).toHaveValue('One');
  });

  it('says the same when generating the questions is refused', async () => {
    const { user } = await openScreen({ [GENERATE]: json({ error: ended }, 402) });
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'SQL');
    await user.click(screen.getByRole('button', { name: CROSS_MESSAGES.generate }));
    expect(await screen.findByText(CROSS_MESSAGES.generateFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unlock Premium' })).toHaveAttribute('href', '/payment');
    expect(screen.getByText(ended)).toBeInTheDocument();
  });
});
