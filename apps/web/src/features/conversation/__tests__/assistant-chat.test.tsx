import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';
import { sseReply, sseStream } from '@/testing/sse';
import { chatHistoryKey } from '../components/assistant-chat';
import { CHAT_MESSAGES } from '../utils/messages';

const SEND = 'POST /api/chat/chat';
const HISTORY = 'GET /api/chat/history';

async function openChat(routes: Parameters<typeof mockApi>[0] = {}, loggedIn = true) {
  const api = mockApi({ [HISTORY]: { messages: [] }, ...routes });
  const view = renderApp('/chat', { loggedIn });
  await screen.findByRole('heading', { level: 1, name: 'AI Learning Assistant' });
  const log = () => screen.getByRole('log', { name: /AI learning assistant/ });
  const input = () => screen.getByRole('textbox', { name: 'Your message' });
  return { ...view, api, log, input };
}

describe('the chatbot', () => {
  it('sends with Enter, shows the typing indicator, then the streamed reply, and keeps the history per user', async () => {
    const stream = sseStream();
    const { user, api, log, input } = await openChat({ [SEND]: () => stream.response });
    // The title is set in an effect after the screen renders.
    await waitFor(() => {
      expect(document.title).toBe('AI Learning Assistant | Pathwise');
    });
    await user.type(input(), 'What is a closure?{Enter}');
    expect(within(log()).getByText('What is a closure?')).toBeInTheDocument();
    expect(await within(log()).findByText('Assistant is typing…')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/chat/chat')[0]?.body).toEqual({
      userId: TEST_USER_ID,
      message: 'What is a closure?',
    });

    stream.send({ delta: 'A closure is a function' });
    expect(await within(log()).findByText(/A closure is a function/)).toBeInTheDocument();
    expect(within(log()).queryByText('Assistant is typing…')).toBeNull();
    stream.send({ done: true, response: 'A closure is a function with its scope.' });
    stream.close();
    expect(await within(log()).findByText('A closure is a function with its scope.')).toBeInTheDocument();
    await waitFor(() => {
      expect(JSON.parse(window.localStorage.getItem(chatHistoryKey(TEST_USER_ID)) ?? '[]')).toEqual([
        { sender: 'user', text: 'What is a closure?' },
        { sender: 'bot', text: 'A closure is a function with its scope.' },
      ]);
    });
  });

  it('sends with the button and ignores an empty message', async () => {
    const { user, api, log, input } = await openChat({ [SEND]: sseReply(['Hello!']) });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(input(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.callsTo('POST', '/api/chat/chat')).toHaveLength(0);
    await user.clear(input());
    await user.type(input(), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText('Hello!')).toBeInTheDocument();
  });

  it('restores this browser’s history, or the server’s on a new device', async () => {
    window.localStorage.setItem(
      chatHistoryKey(TEST_USER_ID),
      JSON.stringify([{ sender: 'bot', text: 'Saved in this browser' }]),
    );
    const first = await openChat();
    expect(within(first.log()).getByText('Saved in this browser')).toBeInTheDocument();
    expect(first.api.callsTo('GET', '/api/chat/history')).toHaveLength(0);
    first.unmount();

    window.localStorage.clear();
    const second = await openChat({ [HISTORY]: { messages: [{ sender: 'user', text: 'From the server' }] } });
    expect(await within(second.log()).findByText('From the server')).toBeInTheDocument();
  });

  it("answers 'Oops, something went wrong. Please try again!' when the call fails", async () => {
    const { user, log, input } = await openChat({
      [SEND]: json({ error: 'Something went wrong on our side.' }, 500),
    });
    await user.type(input(), 'Hi{Enter}');
    expect(await within(log()).findByText(CHAT_MESSAGES.failed)).toBeInTheDocument();
  });

  it('shows the quota message as well when the daily allowance is used up', async () => {
    const quota = "You have used today's AI allowance of 200,000 tokens.";
    const { user, log, input } = await openChat({ [SEND]: json({ error: quota }, 429) });
    await user.type(input(), 'Hi{Enter}');
    expect(await within(log()).findByText(CHAT_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(quota);
  });

  describe('after the free trial has ended (402)', () => {
    const ENDED = 'Your free trial has ended. Unlock Premium (₹499, lifetime access) to keep learning.';
    const accessRoutes = {
      [`GET /api/auth/trial-status/${TEST_USER_ID}`]: {
        isTrialActive: false,
        trialEndsAt: '2026-12-02T10:00:00.000Z',
      },
      [`GET /api/payment/subscription/status/${TEST_USER_ID}`]: { isActive: false },
    };

    it("says the trial ended and offers the purchase, not 'Oops, something went wrong'", async () => {
      const { user, log, input } = await openChat({ ...accessRoutes, [SEND]: json({ error: ENDED }, 402) });
      await user.type(input(), 'Hi{Enter}');
      const notice = await screen.findByText('Your free trial ended on 2 Dec.');
      expect(notice.closest('[role="status"]')).toHaveTextContent(
        'The tutor, the chatbot and cross-questioning need Premium now.',
      );
      expect(screen.getByRole('link', { name: 'Get lifetime access for ₹499' })).toHaveAttribute(
        'href',
        '/payment',
      );
      expect(within(log()).queryByText(CHAT_MESSAGES.failed)).toBeNull();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    });

    it('says so on arrival when the history call answers 402', async () => {
      await openChat({ ...accessRoutes, [HISTORY]: json({ error: ENDED }, 402) });
      expect(await screen.findByText('Your free trial ended on 2 Dec.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Get lifetime access for ₹499' })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Suggested questions' })).toBeNull();
    });
  });

  it("answers 'Sorry, I couldn't process that. Try again!' for an empty reply", async () => {
    const { user, log, input } = await openChat({ [SEND]: sseReply(['  ']) });
    await user.type(input(), 'Hi{Enter}');
    expect(await within(log()).findByText(CHAT_MESSAGES.empty)).toBeInTheDocument();
  });

  it('does not send without a userId, and asks to log in', async () => {
    const { api } = await openChat({}, false);
    expect(screen.getByText(CHAT_MESSAGES.loggedOut)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.callsTo('POST', '/api/chat/chat')).toHaveLength(0);
  });
});
