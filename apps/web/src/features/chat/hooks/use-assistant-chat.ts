import type { ChatMessage } from '@pathwise/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { getChatHistory } from '../api/get-chat-history';
import { sendChatMessage } from '../api/send-chat-message';
import { CHAT_MESSAGES } from '../utils/messages';
import { useChatHistory } from './use-chat-history';

export type AssistantStatus = 'restoring' | 'idle' | 'waiting' | 'streaming';

export interface AssistantChat {
  messages: ChatMessage[];
  status: AssistantStatus;
  streaming: string | null;
  /** The server's reason when it refused (quota 429): shown under the log. */
  notice: { message: string } | null;
  /** The free trial has ended (a 402): the screen says so and offers the purchase instead of the input. */
  locked: boolean;
  dismissNotice: () => void;
  /** Sends a message; false when it was not sent (empty, busy, or no user). */
  send: (message: string) => boolean;
}

function noticeFor(error: unknown): AssistantChat['notice'] {
  if (error instanceof ApiError && error.status === 429 && error.serverMessage)
    return { message: error.serverMessage };
  return null;
}

const isPaymentRequired = (error: unknown) => error instanceof ApiError && error.status === 402;

/**
 * The assistant conversation (SPEC §4: idle or waiting for a reply). History comes from this browser,
 * or from the server on a new device; replies show as they stream.
 */
export function useAssistantChat(userId: string | null): AssistantChat {
  const history = useChatHistory(userId);
  const { append } = history;
  const [status, setStatus] = useState<AssistantStatus>(() =>
    userId && history.messages.length === 0 ? 'restoring' : 'idle',
  );
  const [streaming, setStreaming] = useState<string | null>(null);
  const [notice, setNotice] = useState<AssistantChat['notice']>(null);
  const [locked, setLocked] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    if (status !== 'restoring') return;
    let cancelled = false;
    getChatHistory().then(
      (body) => {
        if (cancelled) return;
        if (body.messages.length > 0) append(...body.messages);
        setStatus('idle');
      },
      (error: unknown) => {
        if (cancelled) return;
        setNotice(noticeFor(error));
        setLocked(isPaymentRequired(error));
        setStatus('idle');
      },
    );
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
      const message = text.trim();
      // SPEC §5: an empty message is ignored; a missing userId stops sending.
      if (!message || !userId || status !== 'idle' || locked) return false;
      append({ sender: 'user', text: message });
      setNotice(null);
      setStatus('waiting');
      const controller = new AbortController();
      inFlight.current = controller;
      let received = '';
      sendChatMessage({
        userId,
        message,
        signal: controller.signal,
        onDelta: (delta) => {
          received += delta;
          setStreaming(received);
          setStatus('streaming');
        },
      })
        .then((reply) => {
          append({ sender: 'bot', text: reply.trim() ? reply : CHAT_MESSAGES.empty });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (received.trim()) append({ sender: 'bot', text: received });
          // An ended trial is not "something went wrong": the screen explains it and offers the purchase.
          if (isPaymentRequired(error)) {
            setLocked(true);
            return;
          }
          append({ sender: 'bot', text: CHAT_MESSAGES.failed });
          setNotice(noticeFor(error));
        })
        .finally(() => {
          if (controller.signal.aborted) return;
          inFlight.current = null;
          setStreaming(null);
          setStatus('idle');
        });
      return true;
    },
    [append, status, userId, locked],
  );

  const dismissNotice = useCallback(() => {
    setNotice(null);
  }, []);

  return { messages: history.messages, status, streaming, notice, locked, dismissNotice, send };
}
