import { useStoredConversation, type StoredConversation } from '@/hooks/use-stored-conversation';

/** SPEC §3: the tutor's chat history is kept per user per day, under the user id + today's ISO date. */
export function tutorHistoryKey(userId: string, now = new Date()): string {
  return `${userId}-${now.toISOString().slice(0, 10)}`;
}

export type TutorHistory = StoredConversation;

/** Today's tutor chat for `userId`: restored from localStorage and saved on every change (SPEC §4). */
export function useTutorHistory(userId: string | null): TutorHistory {
  return useStoredConversation(userId ? tutorHistoryKey(userId) : null);
}
