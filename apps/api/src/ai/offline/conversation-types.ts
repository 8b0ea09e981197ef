/** One line of a conversation as the AI layer sees it. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

/** A question of an earlier lesson the learner has not got solid, with what to recap. */
export interface RecapItem {
  question: string;
  answer: string;
  /** Its key points the learner missed, got partly, or never answered. */
  points: string[];
  /** Never answered (the quiz was skipped), rather than answered and missed. */
  skipped: boolean;
}

/**
 * What the learner showed before this message (decision 052): the tutor starts a day from the day before
 * and does not ask again what was already answered right.
 */
export interface LearnerStanding {
  /** The previous plan day's questions with a key point not yet solid; absent when there are none. */
  recap?: { day: number; topic: string; items: RecapItem[] } | undefined;
  /** Indexes of today's quiz questions already answered right (in the lesson's quiz or the review step). */
  answeredRight: number[];
  /** The learner chose today's stretch version (decision 053): the quiz ends with a harder challenge. */
  stretch?: boolean | undefined;
}
