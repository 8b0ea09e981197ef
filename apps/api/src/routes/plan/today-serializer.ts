import { lesson as lessonSchema, type Lesson, type TodayLessonResponse } from '@pathwise/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';

/** What fastify hands a route-level serializer compiler (any route schema: this one only reads the status). */
interface RouteSchemaDef {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

/**
 * A lesson's response JSON, encoded through the contract once per lesson object. Stored lessons are
 * immutable and StoredLessons hands out the same object for every request, so the hot path stops
 * re-validating and re-stringifying ~3.5 kB per answer (docs/benchmarks.md, Load). A lesson that
 * fails the contract throws here exactly as the zod serializer would.
 */
const encoded = new WeakMap<Lesson, string>();

function lessonJson(value: Lesson): string {
  let json = encoded.get(value);
  if (json === undefined) {
    json = JSON.stringify(lessonSchema.encode(value));
    encoded.set(value, json);
  }
  return json;
}

function isTodayShape(data: unknown): data is TodayLessonResponse {
  if (typeof data !== 'object' || data === null) return false;
  const { day, lesson, completed, error } = data as Record<string, unknown>;
  return (
    (day === null || Number.isInteger(day)) &&
    (lesson === null || (typeof lesson === 'object' && lesson !== undefined)) &&
    typeof completed === 'boolean' &&
    (error === undefined || typeof error === 'string') &&
    Object.keys(data).every((key) => key === 'day' || key === 'lesson' || key === 'completed' || key === 'error')
  );
}

/**
 * The 200 answer of GET /plan/learning-plan/today, byte for byte what the zod serializer writes
 * (test/plan/today-serializer.test.ts compares them), with the lesson's JSON reused. Anything not
 * of that shape, and every other status, goes through the zod serializer.
 */
export const todaySerializerCompiler = (route: RouteSchemaDef): ((data: unknown) => string) => {
  const fallback = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  if (route.httpStatus !== '200') return fallback;
  return (data: unknown) => {
    if (!isTodayShape(data)) return fallback(data);
    const lesson = data.lesson === null ? 'null' : lessonJson(data.lesson);
    const error = data.error === undefined ? '' : `,"error":${JSON.stringify(data.error)}`;
    return `{"day":${JSON.stringify(data.day)},"lesson":${lesson},"completed":${String(data.completed)}${error}}`;
  };
};
