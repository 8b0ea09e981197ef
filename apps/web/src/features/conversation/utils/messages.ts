/** The spec's exact chatbot strings (SPEC §2, §8) and the screen's own copy. */
export const CHAT_MESSAGES = {
  failed: 'Oops, something went wrong. Please try again!',
  empty: "Sorry, I couldn't process that. Try again!",
  welcome:
    "Ask me anything about your learning plan: a concept you're stuck on, what's coming up next, or how to stay consistent.",
  placeholder: 'Ask a question...',
  send: 'Send',
  loggedOut: 'Log in to chat with your AI learning assistant.',
} as const;

export const CHAT_SUGGESTIONS = [
  "What's on today's lesson?",
  'How do I stay consistent?',
  "What's next in my plan?",
] as const;

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
