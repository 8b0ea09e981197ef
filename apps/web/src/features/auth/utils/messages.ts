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

/** The server's text when it sent a non-blank one, else the spec's fallback. */
export function textOr(text: string | undefined, fallback: string): string {
  return text?.trim() ? text : fallback;
}
