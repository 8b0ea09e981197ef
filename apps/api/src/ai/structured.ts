import type { z } from 'zod';
import { parseJsonText } from './json-text';

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** Parses a model's text as JSON and checks it against `schema`, listing every problem for the repair prompt. */
export function validate<S extends z.ZodType>(schema: S, text: string): Checked<z.infer<S>> {
  const json = parseJsonText(text);
  if (json === undefined) return { ok: false, problems: ['The reply was not valid JSON.'] };
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  };
}

/** A short, log-safe description of a provider failure. */
export function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return String(error).slice(0, 300);
}
