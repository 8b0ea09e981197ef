import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES } from '@pathwise/contract';
import { apiRoot } from '../../config/package-root';
import { badRequest } from '../../lib/errors';

const LIST_FILE = path.join(apiRoot, 'assets/passwords/common-passwords.txt');

/** Read once, on the first check: 18k lines, a few milliseconds and about a megabyte. */
let common: ReadonlySet<string> | undefined;
const commonPasswords = (): ReadonlySet<string> =>
  (common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ));

export const commonPasswordCount = () => commonPasswords().size;

/**
 * What is wrong with a new password, or null: at least 8 characters (code points, so emoji count as
 * one) and not on the shipped list of common and leaked passwords, compared in lower case.
 */
export function passwordProblem(password: string): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (commonPasswords().has(password.toLowerCase())) return PASSWORD_MESSAGES.tooCommon;
  return null;
}

/** Every path that sets a password calls this first (sign-up, reset), whatever route reached it. */
export function assertAcceptablePassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
}
