import fp from 'fastify-plugin';
import { ConversationService } from '../../modules/conversations/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tutor's and the assistant's conversations (replies, history, cross-questions). */
    conversations: ConversationService;
  }
}

export const conversationsPlugin = fp(
  async (app) => {
    app.decorate('conversations', new ConversationService(app.db, app.ai, app.plans));
  },
  { name: 'conversations', dependencies: ['services', 'ai', 'plans'] },
);
