import { operations } from '@pathwise/contract';
import { apiEventStream } from '@/lib/api-client';

export interface AskTutorInput {
  userId: string;
  question: string;
  onDelta: (delta: string) => void;
  signal?: AbortSignal;
}

/** POST /AI/tutor { user_id, question }, streamed: pieces go to onDelta; resolves with the full reply. */
export function askTutor({ userId, question, onDelta, signal }: AskTutorInput): Promise<string> {
  return apiEventStream(
    operations.conversations.tutor,
    { body: { user_id: userId, question } },
    { onDelta, ...(signal ? { signal } : {}) },
  );
}
