/**
 * The offline engine's conversation operations, in one place for the gateway: the Socratic tutor,
 * the learning assistant, cross-questions with rubrics and rubric feedback.
 */
export type { ChatTurn } from './conversation-types';
export { offlineTutorReply, type TutorInput } from './tutor';
export { offlineAssistantReply, type AssistantContext, type AssistantInput } from './assistant';
export {
  offlineEvaluate,
  offlineQuestionItems,
  offlineQuestions,
  type CrossQuestion,
} from './cross-questions';
