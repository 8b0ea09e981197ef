import { todayLessonResponse, type Lesson } from '@pathwise/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { todaySerializerCompiler } from '../../src/routes/plan/today-serializer';

const route = { schema: todayLessonResponse, method: 'GET', url: '/api/plan/learning-plan/today', httpStatus: '200' };
const fast = todaySerializerCompiler(route);
const zod = serializerCompiler(route);

const lesson = (): Lesson => ({
  topicName: 'Variables, "quotes" and \\ backslashes',
  detailedExplanation: 'Line one\nLine two\twith a tab, unicode ✓ नमस्ते and an emoji 🎯 </script>',
  quiz: [{ question: 'What is a variable?', answer: 'A named value.', keyPoints: ['name', 'value'] }],
  handsOnTask: 'Write `let x = 1;`',
});

describe("today's serializer", () => {
  it('writes exactly what the zod serializer writes, for every shape of the answer', () => {
    const stored = lesson();
    const answers = [
      { day: 3, lesson: stored, completed: false },
      { day: 3, lesson: stored, completed: true },
      { day: 3, lesson: stored, completed: true }, // the second time from the cache
      { day: null, lesson: null, completed: false, error: 'No active learning plan found. Please generate one first.' },
      { day: 30, lesson: { ...stored, extra: 'stripped by the contract' } as Lesson, completed: true },
    ];
    for (const answer of answers) expect(fast(answer)).toBe(zod(answer));
    expect(JSON.parse(fast(answers[0]))).toEqual({ day: 3, lesson: stored, completed: false });
  });

  it('refuses a stored lesson that breaks the contract, as the zod serializer does', () => {
    const broken = { ...lesson(), quiz: [] };
    const answer = { day: 1, lesson: broken, completed: false };
    expect(() => zod(answer)).toThrow();
    expect(() => fast(answer)).toThrow();
  });

  it('hands anything else to the zod serializer', () => {
    const outcome = (serialize: (data: unknown) => string, data: unknown) => {
      try {
        return serialize(data);
      } catch {
        return 'refused';
      }
    };
    const odd = [{ day: '1', lesson: null, completed: false }, { day: 1, lesson: null, completed: false, more: 1 }, null];
    expect(odd.map((data) => outcome(fast, data))).toEqual(['refused', '{"day":1,"lesson":null,"completed":false}', 'refused']);
    for (const data of odd) expect(outcome(fast, data)).toBe(outcome(zod, data));
    const errorRoute = todaySerializerCompiler({ ...route, schema: todayLessonResponse, httpStatus: '402' });
    expect(errorRoute({ day: 1, lesson: null, completed: false })).toBe(zod({ day: 1, lesson: null, completed: false }));
  });
});
