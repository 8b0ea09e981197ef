import type { ChatMessage } from '@pathwise/contract';
import { useCallback, useEffect, useState } from 'react';

/** SPEC §3: the tutor's chat history is kept per user per day, under the user id + today's ISO date. */
export function tutorHistoryKey(userId: string, now = new Date()): string {
  return `${userId}-${now.toISOString().slice(0, 10)}`;
}

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { sender, text } = value as { sender?: unknown; text?: unknown };
  return (sender === 'user' || sender === 'bot') && typeof text === 'string';
}

function readHistory(key: string | null): ChatMessage[] {
  if (!key) return [];
  try {
    const parsed = JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isMessage) : [];
  } catch {
    return [];
  }
}

export interface TutorHistory {
  messages: ChatMessage[];
  /** Adds a line; with `unique`, only when no line with the same text is there yet. */
  append: (message: ChatMessage, options?: { unique?: boolean }) => void;
}

/** Today's tutor chat for `userId`: restored from localStorage and saved on every change (SPEC §4). */
export function useTutorHistory(userId: string | null): TutorHistory {
  const key = userId ? tutorHistoryKey(userId) : null;
  const [history, setHistory] = useState(() => ({ key, messages: readHistory(key) }));
  let current = history;
  if (history.key !== key) {
    // Another learner (or a new day) → that learner's own history.
    current = { key, messages: readHistory(key) };
    setHistory(current);
  }

  useEffect(() => {
    if (!current.key || current.messages.length === 0) return;
    try {
      window.localStorage.setItem(current.key, JSON.stringify(current.messages));
    } catch {
      // Full or disabled storage: the chat still works for this visit.
    }
  }, [current]);

  const append = useCallback<TutorHistory['append']>((message, options) => {
    setHistory((state) =>
      options?.unique && state.messages.some((line) => line.text === message.text)
        ? state
        : { ...state, messages: [...state.messages, message] },
    );
  }, []);

  return { messages: current.messages, append };
}
