import type { Lesson } from '@pathwise/contract';
import { JSON_ONLY, learnerBlock, type LearnerContext } from './context';

export function tutorSystem(context: LearnerContext | undefined, lesson: Lesson | undefined): string {
  return [
    "You are Pathwise's AI tutor. Teach Socratically: ask one question at a time, build on the learner's answers,",
    'correct mistakes kindly and precisely, and never do the hands-on task for them. Keep replies under 180 words.',
    context ? learnerBlock(context) : '',
    lesson
      ? `Today's lesson: ${lesson.topicName}\n${lesson.detailedExplanation}\nQuiz: ${lesson.quiz
          .map((item) => item.question)
          .join(' | ')}\nHands-on task: ${lesson.handsOnTask}`
      : 'The learner has no lesson today; help with their goal.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function assistantSystem(context: LearnerContext | undefined): string {
  return [
    "You are Pathwise's AI learning assistant. Answer clearly and correctly, with a short example when it helps,",
    'and suggest one next step. If you are not sure, say so. Keep replies under 250 words.',
    context ? learnerBlock(context) : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function questionsPrompt(lessonContent: string, context: LearnerContext | undefined, count: number) {
  return {
    system: [
      'You write cross-questions that make a learner explain, apply and defend what they learned.',
      'Mix: explain in your own words, apply to a new case, find the mistake, compare two options.',
      JSON_ONLY,
    ].join('\n'),
    prompt: [
      context ? learnerBlock(context) : '',
      `Topic or lesson content:\n${lessonContent}`,
      `Return {"questions": [${count} question strings]}.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

export function evaluationPrompt(question: string, userAnswer: string, reference: string | undefined) {
  return {
    system: [
      "You grade a learner's answer fairly. Say what is right, what is missing or wrong, and how to improve,",
      'in 2-5 sentences addressed to the learner. Score 0-10 (10 = complete and correct).',
      JSON_ONLY,
    ].join('\n'),
    prompt: [
      `Question: ${question}`,
      reference ? `Reference answer: ${reference}` : '',
      `Learner's answer: ${userAnswer}`,
      'Return {"feedback": string, "score": integer 0-10}.',
    ]
      .filter(Boolean)
      .join('\n'),
  };
}
