import { ApiError } from '@/lib/api-client';

/** The spec's exact auth strings (SPEC §2, §8). */
export const AUTH_MESSAGES = {
  signupSuccess: 'Signup successful! Redirecting...',
  signupFailed: 'Signup failed. Try again.',
  loginFailed: 'Login failed. Please check your credentials and try again.',
  googleLoginFailed: 'Login failed. Please try again.',
  resetLinkSent: 'Password reset link sent!',
  resetLinkFailed: 'Failed to send password reset email. Please try again.',
  passwordReset: 'Your password has been reset. Redirecting to login...',
  passwordResetFailed: 'Failed to reset password. Please try again.',
} as const;

/**
 * SPEC: the password screens show red when the text contains "error", otherwise green.
 * A failure is red whatever its wording.
 */
export function messageTone(text: string, failed: boolean): 'success' | 'error' {
  return failed || /error/i.test(text) ? 'error' : 'success';
}

/**
 * What a failed log-in shows: the spec's text for wrong credentials (401), a broken answer or a server
 * fault; the server's own `{error}` for any other 4xx (429 "please wait N minutes", 400, 403), which the
 * spec's "check your credentials" would misreport (the password may well be right).
 */
export function loginFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.serverMessage) return fallback;
  return error.status >= 400 && error.status < 500 && error.status !== 401 ? error.serverMessage : fallback;
}

/** The server's text when it sent a non-blank one, else the spec's fallback. */
export function textOr(text: string | undefined, fallback: string): string {
  return text?.trim() ? text : fallback;
}
