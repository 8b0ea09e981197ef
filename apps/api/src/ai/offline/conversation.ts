import { searchDays } from './search';
import { idf } from './vocabulary';

/**
 * The offline engine's conversation operations, in one place for the gateway: the Socratic tutor,
 * the learning assistant, cross-questions with rubrics and rubric feedback.
 */
export type { ChatTurn } from './conversation-types';
export { offlineTutorReply } from './tutor';
export { offlineAssistantReply, type AssistantContext } from './assistant';
export { offlineEvaluate, offlineQuestionItems } from './cross-questions';

/** Builds the retrieval indexes (about a second of CPU) so the first learner's question doesn't pay for it. */
export function warmConversationIndexes(): void {
  searchDays('warm up');
  idf('warm');
}
