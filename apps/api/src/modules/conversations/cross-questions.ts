import { and, desc, eq } from 'drizzle-orm';
import type { AiGateway } from '../../ai/gateway';
import type { Database } from '../../db/client';
import { crossQuestions, type UserRow } from '../../db/schema';
import { localDateOf } from '../../lib/local-date';
import type { PlanService } from '../plan/service';
import type { ReviewService } from '../review/service';
import { joinQuestions, questionKey } from '../../lib/question-key';

export interface Feedback {
  feedback: string;
  score: number;
}

/** How many questions one Generate asks (SPEC leaves it open; five fit one screen). */
const QUESTION_COUNT = 5;

/**
 * Cross-questioning: questions about a topic, each stored with the rubric it is graded by (reference
 * answer and key points), and feedback on an answer from that stored rubric when the question is one
 * the learner was given.
 */
export class CrossQuestionService {
  constructor(
    private readonly db: Database,
    private readonly ai: AiGateway,
    private readonly plans: PlanService,
    private readonly reviews: ReviewService,
  ) {}

  /** SPEC: the questions as one newline-separated text. */
  async generate(user: UserRow, lessonContent: string, now = new Date()): Promise<string> {
    const plan = await this.plans.activePlan(user.id);
    const topic = lessonContent.trim();
    const items = await this.ai.crossQuestions(user.id, {
      lessonContent: topic,
      plan,
      count: QUESTION_COUNT,
      asOf: localDateOf(now, user.timeZone),
    });
    const questions = items.map((item) => ({
      ...item,
      question: item.question.replace(/\s*\n\s*/g, ' ').trim(),
    }));
    if (questions.length > 0)
      await this.db.insert(crossQuestions).values(
        questions.map((item) => ({
          userId: user.id,
          topic: topic.slice(0, 500),
          question: item.question,
          questionKey: questionKey(item.question),
          referenceAnswer: item.rubric?.answer ?? null,
          keyPoints: item.rubric?.keyPoints ?? null,
          source: item.source,
          createdAt: now,
        })),
      );
    return joinQuestions(questions.map((item) => item.question));
  }

  /**
   * Feedback and a 0-10 score. A question of the day's lesson (`lessonDay` given) is graded by that
   * lesson's rubric and joins spaced review once graded; any other by the stored rubric of the learner's
   * latest matching cross-question. Either moves the mastery of a plan lesson's key points it is about.
   */
  async evaluate(
    user: UserRow,
    question: string,
    userAnswer: string,
    lessonDay?: number,
    now = new Date(),
  ): Promise<Feedback> {
    const lessonQuestion = lessonDay ? await this.reviews.lessonQuestion(user.id, lessonDay, question) : null;
    const stored = lessonQuestion ?? (await this.storedRubric(user.id, question));
    const result = await this.ai.evaluateAnswer(user.id, {
      question: question.trim(),
      userAnswer: userAnswer.trim(),
      ...(stored?.referenceAnswer ? { reference: stored.referenceAnswer } : {}),
      ...(stored?.keyPoints?.length ? { keyPoints: stored.keyPoints } : {}),
    });
    if (lessonQuestion) await this.reviews.recordQuizAnswer(user.id, lessonQuestion, result, now);
    else {
      // A question the plan's curriculum also asks: what the answer shows counts towards that lesson's mastery.
      const planQuestion = await this.reviews.planQuestion(user.id, question);
      if (planQuestion) await this.reviews.recordCrossQuestionAnswer(user.id, planQuestion, result, now);
    }
    return { feedback: result.feedback, score: result.score };
  }

  private async storedRubric(userId: string, question: string) {
    const [stored] = await this.db
      .select({ referenceAnswer: crossQuestions.referenceAnswer, keyPoints: crossQuestions.keyPoints })
      .from(crossQuestions)
      .where(and(eq(crossQuestions.userId, userId), eq(crossQuestions.questionKey, questionKey(question))))
      .orderBy(desc(crossQuestions.createdAt))
      .limit(1);
    return stored;
  }
}
