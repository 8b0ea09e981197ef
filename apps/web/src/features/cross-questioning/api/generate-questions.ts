import { operations } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** SPEC: the questions arrive as one newline-separated text. */
export const splitQuestions = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** POST /crossquestion/generate-questions { lessonContent } → the questions, one per line. */
export async function generateQuestions(topic: string): Promise<string[]> {
  const body = await call(operations.conversations.generateQuestions, { body: { lessonContent: topic } });
  return splitQuestions(body.questions);
}

export function useGenerateQuestions() {
  return useMutation({ mutationFn: generateQuestions });
}
