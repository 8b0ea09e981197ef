import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@pathwise/contract';

/** The hint under a new-password field: the server's rule, said before the learner types. */
export const PASSWORD_RULE = PASSWORD_MESSAGES.rule;

/**
 * The part of the rule the browser can check (length, in characters); the list of common passwords is
 * the server's, and its refusal is shown as the server's message.
 */
export function newPasswordProblem(password: string): string | null {
  return [...password].length < PASSWORD_MIN_LENGTH ? PASSWORD_MESSAGES.tooShort : null;
}
