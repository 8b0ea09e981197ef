import { chatHistoryResponse } from '@pathwise/contract';
import { api } from '@/lib/api-client';

/** GET /chat/history: the assistant conversation as the server keeps it (a new device restores it). */
export function getChatHistory() {
  return api.get('/chat/history', chatHistoryResponse);
}
