import { JSON_ONLY, learnerBlock, type LearnerContext } from './context';

export function lessonPrompt(context: LearnerContext & { day: number }) {
  const entry = context.outline?.[String(context.day)];
  return {
    system: [
      'You are Pathwise, a patient expert teacher writing one day of a 30-day plan.',
      'A lesson teaches something true and specific: what the topic is, a worked example, a common mistake,',
      'and how to check it works. Use Markdown in the explanation (short paragraphs, code blocks when useful).',
      JSON_ONLY,
    ].join('\n'),
    prompt: [
      learnerBlock(context),
      '',
      `Today's outline entry: ${JSON.stringify(entry ?? { topicName: `Day ${context.day}` })}`,
      `Write the detailed lesson for day ${context.day}, "as of" ${context.asOf}.`,
      'Return {"topicName": string, "detailedExplanation": string (300-700 words),',
      '"quiz": [3-5 items of {"question": string, "answer": string, "keyPoints": [strings]}],',
      '"handsOnTask": string (a concrete task that advances the project, with how to check it is done)}.',
    ].join('\n'),
  };
}
