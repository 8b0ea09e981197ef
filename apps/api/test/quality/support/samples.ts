import { randomUUID } from 'node:crypto';
import type { JsonSchema } from './operations';

/** Plausible values by field name, for fields whose schema alone doesn't say what passes. */
const HINTS: Record<string, unknown> = {
  email: 'sample.learner@example.com',
  password: 'correct horse battery staple',
  newPassword: 'correct horse battery staple',
  phone: '+91 98765 43210',
  phone_no: '+91 98765 43210',
  timeZone: 'Asia/Kolkata',
  reminderTime: '08:00',
  name: 'Asha Learner',
  userName: 'Asha Learner',
  goal: 'Learn Python',
  question: 'What is a variable?',
  message: 'Hi',
  lessonContent: 'Variables name values so a program can reuse them.',
  userAnswer: 'A name bound to a value.',
};

const FORMATS: Record<string, () => string> = {
  uuid: () => randomUUID(),
  email: () => 'sample.learner@example.com',
  'date-time': () => new Date().toISOString(),
  date: () => new Date().toISOString().slice(0, 10),
  time: () => '08:00:00',
  uri: () => 'https://example.com/',
  url: () => 'https://example.com/',
};

const first = <T>(list: T[] | undefined) => list?.[0];
const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

function matches(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (!schema.pattern) return true;
  try {
    return new RegExp(schema.pattern, 'u').test(value);
  } catch {
    return true;
  }
}

function sampleString(schema: JsonSchema, name: string | undefined): string {
  const candidates = [
    schema.format ? FORMATS[schema.format]?.() : undefined,
    name !== undefined && typeof HINTS[name] === 'string' ? (HINTS[name]) : undefined,
    'sample',
  ].filter((value): value is string => value !== undefined);
  for (const candidate of candidates) {
    const padded = candidate.padEnd(schema.minLength ?? 0, 'a');
    if (matches(schema, padded)) return padded;
  }
  return candidates[0]!.padEnd(schema.minLength ?? 0, 'a').slice(0, schema.maxLength ?? Infinity);
}

/**
 * A value the schema accepts, as far as a schema can say (formats, enums, bounds, patterns by
 * field-name hints). Used for the "otherwise valid" requests of the ownership and fuzz suites.
 */
export function sample(schema: JsonSchema | undefined, name?: string): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternative = first(schema.anyOf) ?? first(schema.oneOf);
  if (alternative) return sample(alternative, name);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, name) as object));
  switch (typeOf(schema)) {
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return schema.maximum !== undefined ? Math.min(low, schema.maximum) : low;
    }
    case 'boolean':
      return schema.default ?? true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'null':
      return null;
    case 'object':
    default: {
      if (!schema.properties) return schema.default ?? {};
      return Object.fromEntries(
        Object.entries(schema.properties).map(([field, child]) => [field, sample(child, field)]),
      );
    }
  }
}
