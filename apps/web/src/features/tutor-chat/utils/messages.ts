/** The spec's exact tutor chat strings (SPEC §2, §4, §8). */
export const TUTOR_CHAT_MESSAGES = {
  greeting: "Hi! I'm your AI tutor. Say 'Hi' to begin today's learning journey!",
  empty: 'Say "Hi" to start learning!',
  placeholder: "Answer... or Ask what you didn't understand",
  send: 'Send',
  answer: 'Answer',
  processing: 'Processing...',
  failedBanner: 'Failed to get a response from the tutor. Please try again.',
  errorLine: 'Error fetching response.',
  noResponse: 'No response from Tutor.',
} as const;
