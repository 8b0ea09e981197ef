import { chatHistoryResponse } from '@pathwise/contract';
import { api } from '@/lib/api-client';

/** GET /AI/tutor/history: today's tutor conversation as the server keeps it (a new device restores it). */
export function getTutorHistory() {
  return api.get('/AI/tutor/history', chatHistoryResponse);
}
