import type { ChatMessage } from '@pathwise/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { askTutor } from '../api/ask-tutor';
import { getTutorHistory } from '../api/get-tutor-history';
import { TUTOR_CHAT_MESSAGES } from '../utils/messages';

/** Today's tutor history, kept by the page (localStorage per user per day, SPEC §3). */
export interface TutorChatHistory {
  messages: ChatMessage[];
  append: (message: ChatMessage, options?: { unique?: boolean }) => void;
}

export type TutorChatStatus = 'restoring' | 'idle' | 'waiting' | 'streaming';

export interface TutorChat {
  status: TutorChatStatus;
  /** The reply arriving piece by piece (null when none is). */
  streaming: string | null;
  /** The banner above the input (SPEC §8), or the server's own message for a quota or access refusal. */
  error: { message: string; needsPayment: boolean } | null;
  dismissError: () => void;
  /** Sends a question; false when it was not sent (blank, busy, or no user). */
  send: (question: string) => boolean;
}

/** SPEC §4: the first line of a day's tutor chat. */
export const GREETING: ChatMessage = { sender: 'bot', text: TUTOR_CHAT_MESSAGES.greeting };

function bannerFor(error: unknown): { message: string; needsPayment: boolean } {
  // The quota (429) and access (402) refusals say what happened and when it ends: show them as they are.
  if (error instanceof ApiError && (error.status === 429 || error.status === 402) && error.serverMessage)
    return { message: error.serverMessage, needsPayment: error.status === 402 };
  return { message: TUTOR_CHAT_MESSAGES.failedBanner, needsPayment: false };
}

/**
 * The tutor conversation: restores today's history from the server when this browser has none (a new
 * device), sends questions and shows the reply as it streams.
 */
export function useTutorChat(history: TutorChatHistory, userId: string | null): TutorChat {
  const { append } = history;
  const dayStarted = history.messages.length > 0;
  const [status, setStatus] = useState<TutorChatStatus>(() => (history.messages.length === 0 ? 'restoring' : 'idle'));
  const [streaming, setStreaming] = useState<string | null>(null);
  const [error, setError] = useState<TutorChat['error']>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    if (status !== 'restoring') return;
    let cancelled = false;
    void getTutorHistory()
      .then(
        (body) => body.messages,
        () => [] as ChatMessage[],
      )
      .then((lines) => {
        if (cancelled) return;
        // The server keeps the exchanges; the day began with the greeting, as it did on the first device.
        if (lines.length > 0) append(GREETING);
        for (const line of lines) append(line);
        setStatus('idle');
      });
    return () => {
      cancelled = true;
    };
  }, [status, append]);

  useEffect(
    () => () => {
      inFlight.current?.abort();
    },
    [],
  );

  const send = useCallback(
    (text: string) => {
      const question = text.trim();
      if (!question || !userId || status !== 'idle') return false;
      if (!dayStarted) append(GREETING);
      append({ sender: 'user', text: question });
      setError(null);
      setStatus('waiting');
      const controller = new AbortController();
      inFlight.current = controller;
      let received = '';
      askTutor({
        userId,
        question,
        signal: controller.signal,
        onDelta: (delta) => {
          received += delta;
          setStreaming(received);
          setStatus('streaming');
        },
      })
        .then((reply) => {
          append({ sender: 'bot', text: reply.trim() ? reply : TUTOR_CHAT_MESSAGES.noResponse });
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          // Keep what the learner already read, then say the rest failed.
          if (received.trim()) append({ sender: 'bot', text: received });
          append({ sender: 'bot', text: TUTOR_CHAT_MESSAGES.errorLine });
          setError(bannerFor(failure));
        })
        .finally(() => {
          if (controller.signal.aborted) return;
          inFlight.current = null;
          setStreaming(null);
          setStatus('idle');
        });
      return true;
    },
    [append, dayStarted, status, userId],
  );

  const dismissError = useCallback(() => {
    setError(null);
  }, []);

  return { status, streaming, error, dismissError, send };
}
