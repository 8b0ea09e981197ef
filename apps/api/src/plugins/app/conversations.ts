import fp from 'fastify-plugin';
import { CrossQuestionService } from '../../modules/conversations/cross-questions';
import { ConversationService } from '../../modules/conversations/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tutor's and the assistant's conversations (replies and history). */
    conversations: ConversationService;
    /** Cross-questioning: questions about a topic, stored with their rubric, and feedback per answer. */
    crossQuestions: CrossQuestionService;
  }
}

export const conversationsPlugin = fp(
  async (app) => {
    app.decorate('conversations', new ConversationService(app.db, app.ai, app.plans, app.reviews));
    app.decorate('crossQuestions', new CrossQuestionService(app.db, app.ai, app.plans, app.reviews));
  },
  { name: 'conversations', dependencies: ['services', 'ai', 'plans', 'review'] },
);
