import { operations } from '@pathwise/contract';
import { apiEventStream } from '@/lib/api-client';

export interface SendChatMessageInput {
  userId: string;
  message: string;
  onDelta: (delta: string) => void;
  signal?: AbortSignal;
}

/** POST /chat/chat { userId, message }, streamed: pieces go to onDelta; resolves with the full reply. */
export function sendChatMessage({ userId, message, onDelta, signal }: SendChatMessageInput): Promise<string> {
  return apiEventStream(
    operations.conversations.chat,
    { body: { userId, message } },
    { onDelta, ...(signal ? { signal } : {}) },
  );
}
