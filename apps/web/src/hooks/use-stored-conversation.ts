import type { ChatMessage } from '@pathwise/contract';
import { useCallback, useEffect, useState } from 'react';

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { sender, text } = value as { sender?: unknown; text?: unknown };
  return (sender === 'user' || sender === 'bot') && typeof text === 'string';
}

function read(key: string | null): ChatMessage[] {
  if (!key) return [];
  try {
    const parsed = JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isMessage) : [];
  } catch {
    return [];
  }
}

export interface StoredConversation {
  messages: ChatMessage[];
  /** Adds a line; with `unique`, only when no line with the same text is there yet. */
  append: (message: ChatMessage, options?: { unique?: boolean }) => void;
}

/**
 * A conversation kept in this browser (SPEC §3) under `key` (null: none, e.g. no learner): read from
 * localStorage and saved on every change; `kept` caps the lines saved (the server keeps them all).
 */
export function useStoredConversation(
  key: string | null,
  { kept }: { kept?: number } = {},
): StoredConversation {
  const [state, setState] = useState(() => ({ key, messages: read(key) }));
  let current = state;
  if (state.key !== key) {
    // Another learner logged in (or a new day began): their own conversation.
    current = { key, messages: read(key) };
    setState(current);
  }

  useEffect(() => {
    if (!current.key || current.messages.length === 0) return;
    const lines = kept === undefined ? current.messages : current.messages.slice(-kept);
    try {
      window.localStorage.setItem(current.key, JSON.stringify(lines));
    } catch {
      // Full or disabled storage: the conversation still works for this visit.
    }
  }, [current, kept]);

  const append = useCallback<StoredConversation['append']>((message, options) => {
    setState((previous) =>
      options?.unique && previous.messages.some((line) => line.text === message.text)
        ? previous
        : { ...previous, messages: [...previous.messages, message] },
    );
  }, []);

  return { messages: current.messages, append };
}
