import type { Lesson } from '@pathwise/contract';
import { INJECTION_GUARD, JSON_ONLY, learnerBlock, type LearnerContext } from './context';

/** A curated lesson from the Pathwise library, as the provider is given it to adapt. */
function curatedBlock(curated: Lesson): string {
  return [
    'A curated lesson from the Pathwise library covers this day. Ground the lesson in it: keep its facts, its',
    "worked example and its quiz answers correct; adapt the wording to the learner's goal as they wrote it and",
    'to their level; you may expand it, reorder it or add an example, but never contradict it.',
    '<curated_lesson>',
    `Topic: ${curated.topicName}`,
    curated.detailedExplanation,
    'Quiz:',
    ...curated.quiz.map(
      (item, index) =>
        `${index + 1}. ${item.question}\n   Answer: ${item.answer}\n   Key points: ${item.keyPoints.join('; ')}`,
    ),
    `Hands-on task: ${curated.handsOnTask}`,
    '</curated_lesson>',
  ].join('\n');
}

export function lessonPrompt(context: LearnerContext & { day: number; curated?: Lesson }) {
  const entry = context.outline?.[String(context.day)];
  return {
    system: [
      'You are Pathwise, a patient expert teacher writing one day of a 30-day plan.',
      'A lesson teaches something true and specific: what the topic is, a worked example, a common mistake,',
      'and how to check it works. Use Markdown in the explanation (short paragraphs, code blocks when useful).',
      "Write in the language of the learner's goal; keep code and technical terms as they are written.",
      INJECTION_GUARD,
      JSON_ONLY,
    ].join('\n'),
    prompt: [
      learnerBlock(context),
      '',
      `Today's outline entry: ${JSON.stringify(entry ?? { topicName: `Day ${context.day}` })}`,
      ...(context.curated ? ['', curatedBlock(context.curated), ''] : []),
      `Write the detailed lesson for day ${context.day}, "as of" ${context.asOf}.`,
      'Return {"topicName": string, "detailedExplanation": string (300-700 words),',
      '"quiz": [3-5 items of {"question": string, "answer": string, "keyPoints": [strings]}],',
      '"handsOnTask": string (a concrete task that advances the project, with how to check it is done)}.',
    ].join('\n'),
  };
}
