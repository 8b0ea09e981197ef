import fp from 'fastify-plugin';
import { ReviewService } from '../../modules/review/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Spaced review (decision 027): the day's review step, graded answers and the Profile's figures. */
    reviews: ReviewService;
  }
}

/** One review service, shared by the review routes and the quiz's grading (cross-questioning). */
export const reviewPlugin = fp(
  async (app) => {
    app.decorate('reviews', new ReviewService(app.db, app.ai));
  },
  { name: 'review', dependencies: ['services', 'ai'] },
);
