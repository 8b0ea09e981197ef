import { operations } from '@pathwise/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tutorRoutes } from '@/features/tutor/__tests__/tutor-fixtures';
import { tutorHistoryKey } from '@/features/tutor/hooks/use-tutor-history';
import { mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';
import { sseReply } from '@/testing/sse';

// The /Tutor page composes the tutor chat (features/conversation) into the tutor screen (features/tutor).
describe('/Tutor with its chat', () => {
  it('asks the tutor, keeps the day’s chat under the user id + date, and restores it after a reload', async () => {
    mockApi({
      ...tutorRoutes(),
      ...on(operations.conversations.tutorHistory, { messages: [] }),
      ...on(
        operations.conversations.tutor,
        sseReply([
          "Hi! Today's lesson is **State with useState**. ",
          'Question 1 of 2: What does useState return?',
        ]),
      ),
    });
    const first = renderApp('/Tutor', { loggedIn: true });
    const input = await screen.findByPlaceholderText("Answer... or Ask what you didn't understand");
    await first.user.type(input, 'Hi{Enter}');
    const log = screen.getByRole('log', { name: 'Tutor chat' });
    expect(await within(log).findByText(/Question 1 of 2/)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(tutorHistoryKey(TEST_USER_ID)) ?? '[]')).toHaveLength(3);
    first.unmount();

    renderApp('/Tutor', { loggedIn: true });
    const restored = await screen.findByRole('log', { name: 'Tutor chat' });
    expect(
      within(restored)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Tutor: Hi! I'm your AI tutor. Say 'Hi' to begin today's learning journey!",
      'You: Hi',
      "Tutor: Hi! Today's lesson is State with useState. Question 1 of 2: What does useState return?",
    ]);
    expect(screen.getByRole('button', { name: 'Answer' })).toBeInTheDocument();
  });
});
