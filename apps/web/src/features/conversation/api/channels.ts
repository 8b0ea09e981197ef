import { operations, type ChatMessage } from '@pathwise/contract';
import { apiEventStream, call } from '@/lib/api-client';

export interface AskInput {
  userId: string;
  text: string;
  onDelta: (delta: string) => void;
  signal?: AbortSignal;
}

/** Where a conversation lives on the server. */
export interface ConversationChannel {
  /** The conversation as the server keeps it (a new device restores it). */
  loadHistory: () => Promise<ChatMessage[]>;
  /** Sends a message, streamed: pieces go to onDelta; resolves with the full reply. */
  ask: (input: AskInput) => Promise<string>;
}

const streamOptions = ({ onDelta, signal }: AskInput) => ({ onDelta, ...(signal ? { signal } : {}) });

/** The AI learning assistant: GET /chat/history; POST /chat/chat { userId, message }. */
export const assistantChannel: ConversationChannel = {
  loadHistory: () => call(operations.conversations.chatHistory, {}).then((body) => body.messages),
  ask: (input) =>
    apiEventStream(
      operations.conversations.chat,
      { body: { userId: input.userId, message: input.text } },
      streamOptions(input),
    ),
};

/** Today's tutor chat: GET /AI/tutor/history; POST /AI/tutor { user_id, question }. */
export const tutorChannel: ConversationChannel = {
  // A history that cannot be fetched starts the day afresh: the tutor says nothing about it.
  loadHistory: () =>
    call(operations.conversations.tutorHistory, {}).then(
      (body) => body.messages,
      () => [],
    ),
  ask: (input) =>
    apiEventStream(
      operations.conversations.tutor,
      { body: { user_id: input.userId, question: input.text } },
      streamOptions(input),
    ),
};
