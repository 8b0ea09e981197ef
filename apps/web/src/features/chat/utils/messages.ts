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

export const CHAT_SUGGESTIONS = ["What's on today's lesson?", 'How do I stay consistent?', "What's next in my plan?"] as const;
