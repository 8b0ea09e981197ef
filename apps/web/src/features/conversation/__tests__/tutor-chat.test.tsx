import type { ChatMessage } from '@pathwise/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { logIn, TEST_USER_ID } from '@/testing/render-app';
import { sseReply, sseStream } from '@/testing/sse';
import { TutorChat } from '../components/tutor-chat';
import { TUTOR_CHAT_MESSAGES as M } from '../utils/messages';

const ASK = 'POST /api/AI/tutor';
const HISTORY = 'GET /api/AI/tutor/history';

/** The page's side of the contract: today's history with append (as features/tutor keeps it). */
function Host({ initial = [] }: { initial?: ChatMessage[] }) {
  const [messages, setMessages] = useState(initial);
  const append = useCallback((message: ChatMessage) => {
    setMessages((previous) => [...previous, message]);
  }, []);
  return (
    <MemoryRouter>
      <TutorChat history={{ messages, append }} />
    </MemoryRouter>
  );
}

function setup(routes: Parameters<typeof mockApi>[0], initial?: ChatMessage[]) {
  logIn();
  const api = mockApi({ [HISTORY]: { messages: [] }, ...routes });
  const user = userEvent.setup();
  render(<Host initial={initial} />);
  const log = () => screen.getByRole('log', { name: 'Tutor chat' });
  const input = () => screen.getByPlaceholderText(M.placeholder);
  return { api, user, log, input };
}

describe('the tutor chat', () => {
  it('greets on a day without history, sends with Enter and streams the reply in', async () => {
    const stream = sseStream();
    const { api, user, log, input } = setup({ [ASK]: () => stream.response });
    expect(await within(log()).findByText(M.greeting)).toBeInTheDocument();
    expect(log()).toHaveTextContent(M.empty);
    const button = screen.getByRole('button', { name: M.send });

    await user.type(input(), 'Hi{Enter}');
    // The greeting now belongs to the day's history, above the learner's first line.
    expect(
      within(log())
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([`Tutor: ${M.greeting}`, 'You: Hi', 'Tutor: Tutor is typing…']);
    expect(log()).not.toHaveTextContent(M.empty);
    expect(input()).toHaveValue('');
    expect(screen.getByRole('button', { name: M.processing })).toBeDisabled();
    expect(api.callsTo('POST', '/api/AI/tutor')[0]?.body).toEqual({ user_id: TEST_USER_ID, question: 'Hi' });
    expect(api.callsTo('POST', '/api/AI/tutor')[0]?.headers.get('Accept')).toBe('text/event-stream');

    stream.send({ delta: "Today's lesson is " });
    expect(await within(log()).findByText(/Today's lesson is/)).toBeInTheDocument();
    stream.send({ delta: '**useState**.' });
    stream.send({ done: true, response: "Today's lesson is **useState**." });
    stream.close();
    expect(await screen.findByRole('button', { name: M.answer })).toBeEnabled();
    // Markdown is rendered: the bold text is a <strong>.
    expect(within(log()).getByText('useState', { selector: 'strong' })).toBeInTheDocument();
    expect(button).toBeInTheDocument();
  });

  it('does not send a blank question', async () => {
    const { api, user, input } = setup({ [ASK]: sseReply(['ok']) });
    await screen.findByText(M.greeting);
    await user.type(input(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: M.send }));
    expect(api.callsTo('POST', '/api/AI/tutor')).toHaveLength(0);
  });

  it('restores today’s history from the server on a new device, below the greeting', async () => {
    const { log } = setup({
      [HISTORY]: {
        messages: [
          { sender: 'user', text: 'Hi' },
          { sender: 'bot', text: 'Question 1 of 3: what is JSX?' },
        ],
      },
    });
    await waitFor(() => {
      expect(
        within(log())
          .getAllByRole('listitem')
          .map((line) => line.textContent),
      ).toEqual([`Tutor: ${M.greeting}`, 'You: Hi', 'Tutor: Question 1 of 3: what is JSX?']);
    });
    expect(screen.getByRole('button', { name: M.answer })).toBeInTheDocument();
    expect(log()).not.toHaveTextContent(M.empty);
  });

  it('keeps this browser’s history and does not ask the server again', async () => {
    const { api, log } = setup({}, [
      { sender: 'bot', text: M.greeting },
      { sender: 'user', text: 'Hi' },
      { sender: 'bot', text: 'Welcome back' },
    ]);
    expect(within(log()).getByText('Welcome back')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/AI/tutor/history')).toHaveLength(0);
  });

  it('shows the SPEC banner and chat line when the tutor fails', async () => {
    const { user, log, input } = setup({ [ASK]: json({ error: 'Something went wrong on our side.' }, 500) });
    await screen.findByText(M.greeting);
    await user.type(input(), 'Hi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.failedBanner);
    expect(within(log()).getByText(M.errorLine)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.answer })).toBeEnabled();
  });

  it('shows the quota message when the daily AI allowance is used up', async () => {
    const quota = "You have used today's AI allowance of 200,000 tokens. It resets at 00:00 UTC.";
    const { user, input } = setup({ [ASK]: json({ error: quota }, 429) });
    await screen.findByText(M.greeting);
    await user.type(input(), 'Hi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(quota);
  });

  it('says so when the tutor sends no reply text', async () => {
    const { user, log, input } = setup({ [ASK]: sseReply([]) });
    await screen.findByText(M.greeting);
    await user.type(input(), 'Hi{Enter}');
    expect(await within(log()).findByText(M.noResponse)).toBeInTheDocument();
  });

  it('renders raw HTML in a reply as text, never as markup', async () => {
    const { user, log, input } = setup({
      [ASK]: sseReply(['<img src=x onerror="alert(1)"> [link](javascript:alert(1))']),
    });
    await screen.findByText(M.greeting);
    await user.type(input(), 'Hi{Enter}');
    await waitFor(() => {
      expect(log().textContent).toContain('<img src=x onerror="alert(1)">');
    });
    expect(log().querySelector('img')).toBeNull();
    expect(within(log()).queryByRole('link')).toBeNull();
  });
});
