import type { FakeReply } from './openai-server';

/** A valid 30-day outline as a provider would return it (distinct marker so tests can tell it from offline). */
export function fakeOutline(goal = 'the goal') {
  return {
    days: Array.from({ length: 30 }, (_unused, index) => ({
      topicName: `Provider day ${index + 1}: ${goal} topic ${index + 1}`,
      quiz: [
        `What is concept ${index + 1}?`,
        `Why does concept ${index + 1} matter?`,
        `How do you test concept ${index + 1}?`,
      ],
      project: `Build step ${index + 1} of the project.`,
      exercise: `Practise concept ${index + 1} for 20 minutes.`,
    })),
  };
}

export function fakeLesson(day: number) {
  return {
    topicName: `Provider day ${day} lesson`,
    detailedExplanation:
      `Provider lesson for day ${day}. `.repeat(12) +
      'It explains the idea, a worked example, a common mistake and how to check it works.',
    quiz: [1, 2, 3].map((n) => ({
      question: `Day ${day} question ${n}?`,
      answer: `Answer ${n}.`,
      keyPoints: [`point ${n}`],
    })),
    handsOnTask: `Do the hands-on task for day ${day} and check the result against the example.`,
  };
}

/** Answers outline and lesson prompts with valid JSON, like a well-behaved model. */
export const plannerHandler = ({ text }: { text: string }): FakeReply => {
  const lessonDay = /Write the detailed lesson for day (\d+)/.exec(text);
  if (lessonDay) return { content: JSON.stringify(fakeLesson(Number(lessonDay[1]))) };
  if (/learning plan outline/.test(text)) return { content: JSON.stringify(fakeOutline()) };
  return { content: 'A helpful reply from the provider.' };
};

export const isOutlineRequest = (text: string) => /learning plan outline/.test(text);
export const isLessonRequest = (text: string) => /Write the detailed lesson for day/.test(text);
