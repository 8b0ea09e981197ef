import { vi } from 'vitest';

/**
 * Every console.error of the running test, kept instead of printed. React's development build reports its
 * warnings there (a list without keys, an update outside act(), a hydration mismatch, invalid nesting), so
 * the setup fails a test that leaves any. A test that expects one replaces the spy:
 * vi.mocked(console.error).mockImplementation(() => {}).
 */
let consoleErrors: unknown[][] = [];

export function captureConsoleErrors(): void {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
}

/** What was reported since the capture began, and a fresh start. */
export function takeConsoleErrors(): unknown[][] {
  const errors = consoleErrors;
  consoleErrors = [];
  return errors;
}

export function failOnConsoleErrors(errors: unknown[][]): void {
  if (errors.length === 0) return;
  const text = errors.map((args) => args.map((arg) => String(arg)).join(' ')).join('\n---\n');
  throw new Error(`Unexpected console.error:\n${text}`);
}
