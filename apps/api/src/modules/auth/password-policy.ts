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

/** The substitutions people make to dress a word up (Passw0rd, p@$$word). */
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/**
 * The forms of a password to look up in the list (whose entries are all 8 characters or more): as typed in
 * lower case, without the symbols or digits around it, and with look-alike characters read as letters
 * ("Passw0rd!" → "password", "monkey123!" → "monkey123"), so dressing a listed password up does not get it through.
 */
function listForms(password: string): string[] {
  const readAs = (text: string) => [...text].map((char) => LOOKALIKES[char] ?? char).join('');
  const lower = password.toLowerCase();
  // Symbols around it ("monkey123!"), then digits too ("Passw0rd!" read as "passwordi", then "password").
  const bare = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const word = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const forms = [lower, bare, word, readAs(lower), readAs(bare), readAs(lower).replace(/i+$/, '')];
  return [...new Set(forms)].filter((form) => form.length >= PASSWORD_MIN_LENGTH);
}

/** One character over and over, two taking turns, or a run in order either way (abcdefgh, 98765432). */
function isTooSimple(password: string): boolean {
  const chars = [...password.toLowerCase()];
  if (new Set(chars).size <= 2) return true;
  const codes = chars.map((char) => char.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - (codes[i - 1] ?? 0) === step);
}

/** The address itself, or its part before the @ when that is long enough to be a guess of its own. */
function containsEmail(password: string, email: string | undefined): boolean {
  if (!email) return false;
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  return lower.includes(address) || (local.length >= 4 && lower.includes(local));
}

/**
 * What is wrong with a new password, or null: at least 8 characters (code points, so emoji count as one),
 * not blank, not one repeated character or a run in order, not the learner's e-mail address, and not on the
 * shipped list of common and leaked passwords, in lower case and with the usual disguises taken off.
 */
export function passwordProblem(password: string, email?: string): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (!password.trim() || isTooSimple(password)) return PASSWORD_MESSAGES.tooSimple;
  if (containsEmail(password, email)) return PASSWORD_MESSAGES.looksLikeEmail;
  const list = commonPasswords();
  if (listForms(password).some((form) => list.has(form))) return PASSWORD_MESSAGES.tooCommon;
  return null;
}

/** Every path that sets a password calls this first (sign-up, reset), whatever route reached it. */
export function assertAcceptablePassword(password: string, email?: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw badRequest(problem);
}
