import type { ChatMessage } from '@pathwise/contract';
import { useCallback, useEffect, useState } from 'react';

/** SPEC §3: the chatbot keeps its history per user in the browser. */
export const chatHistoryKey = (userId: string) => `chatHistory_${userId}`;

/** Lines kept in the browser; the server keeps the full conversation. */
const KEPT = 200;

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

export interface ChatHistory {
  messages: ChatMessage[];
  append: (...lines: ChatMessage[]) => void;
}

/** The learner's chatbot history: read from localStorage per user and saved on every change. */
export function useChatHistory(userId: string | null): ChatHistory {
  const key = userId ? chatHistoryKey(userId) : null;
  const [state, setState] = useState(() => ({ key, messages: read(key) }));
  let current = state;
  if (state.key !== key) {
    // Another learner logged in: their own history.
    current = { key, messages: read(key) };
    setState(current);
  }

  useEffect(() => {
    if (!current.key || current.messages.length === 0) return;
    try {
      window.localStorage.setItem(current.key, JSON.stringify(current.messages.slice(-KEPT)));
    } catch {
      // Full or disabled storage: the conversation still works for this visit.
    }
  }, [current]);

  const append = useCallback((...lines: ChatMessage[]) => {
    setState((previous) => ({ ...previous, messages: [...previous.messages, ...lines] }));
  }, []);

  return { messages: current.messages, append };
}
