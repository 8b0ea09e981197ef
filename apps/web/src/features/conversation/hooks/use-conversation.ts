import type { ChatMessage } from '@pathwise/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoredConversation } from '@/hooks/use-stored-conversation';
import { ApiError } from '@/lib/api-client';
import type { ConversationChannel } from '../api/channels';

export type ConversationStatus = 'restoring' | 'idle' | 'waiting' | 'streaming';

export interface ConversationOptions {
  channel: ConversationChannel;
  /** The lines kept in this browser (the screen may add its own lines to them). */
  history: Pick<StoredConversation, 'messages' | 'append'>;
  userId: string | null;
  /** The bot's lines for an empty reply and for a failed one. */
  lines: { noReply: string; failed: string };
  /** The first line of a conversation, stored with its first exchange (the tutor's greeting). */
  opening?: ChatMessage;
  /** A 402 (the free trial has ended) locks the conversation instead of failing the message. */
  locksWhenPaymentRequired?: boolean;
}

export interface Conversation {
  status: ConversationStatus;
  /** The reply arriving piece by piece (null when none is). */
  streaming: string | null;
  /** Why the last restore or message failed (the screen decides what to say), until dismissed. */
  failure: unknown;
  /** The free trial has ended: the screen says so and offers the purchase instead of the input. */
  locked: boolean;
  dismissFailure: () => void;
  /** Sends a message; false when it was not sent (blank, busy, locked, or no user). */
  send: (message: string) => boolean;
}

const isPaymentRequired = (error: unknown) => error instanceof ApiError && error.status === 402;

/**
 * A streamed conversation (SPEC §4: idle or waiting for a reply). History comes from this browser, or
 * from the server on a new device; replies show as they stream.
 */
export function useConversation({
  channel,
  history,
  userId,
  lines,
  opening,
  locksWhenPaymentRequired = false,
}: ConversationOptions): Conversation {
  const { append } = history;
  const started = history.messages.length > 0;
  const [status, setStatus] = useState<ConversationStatus>(() => (userId && !started ? 'restoring' : 'idle'));
  const [streaming, setStreaming] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [locked, setLocked] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    if (status !== 'restoring') return;
    let cancelled = false;
    channel.loadHistory().then(
      (restored) => {
        if (cancelled) return;
        // The day began with the opening line, as it did on the first device.
        if (restored.length > 0 && opening) append(opening);
        for (const line of restored) append(line);
        setStatus('idle');
      },
      (error: unknown) => {
        if (cancelled) return;
        setFailure(error);
        setLocked(locksWhenPaymentRequired && isPaymentRequired(error));
        setStatus('idle');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [status, append, channel, opening, locksWhenPaymentRequired]);

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
      if (opening && !started) append(opening);
      append({ sender: 'user', text: message });
      setFailure(null);
      setStatus('waiting');
      const controller = new AbortController();
      inFlight.current = controller;
      let received = '';
      channel
        .ask({
          userId,
          text: message,
          signal: controller.signal,
          onDelta: (delta) => {
            received += delta;
            setStreaming(received);
            setStatus('streaming');
          },
        })
        .then((reply) => {
          append({ sender: 'bot', text: reply.trim() ? reply : lines.noReply });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Keep what the learner already read, then say the rest failed.
          if (received.trim()) append({ sender: 'bot', text: received });
          // An ended trial is not "something went wrong": the screen explains it and offers the purchase.
          if (locksWhenPaymentRequired && isPaymentRequired(error)) {
            setLocked(true);
            return;
          }
          append({ sender: 'bot', text: lines.failed });
          setFailure(error);
        })
        .finally(() => {
          if (controller.signal.aborted) return;
          inFlight.current = null;
          setStreaming(null);
          setStatus('idle');
        });
      return true;
    },
    [append, channel, lines, locked, locksWhenPaymentRequired, opening, started, status, userId],
  );

  const dismissFailure = useCallback(() => {
    setFailure(null);
  }, []);

  return { status, streaming, failure, locked, dismissFailure, send };
}
