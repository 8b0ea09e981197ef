/** SPEC §1: How It Works, five steps. */
export const howItWorks: { title: string; text: string }[] = [
  {
    title: 'Start your free trial',
    text: 'Sign up in a minute. You get 7 days of full access and no card is needed.',
  },
  {
    title: 'Tell us your goal',
    text: 'Pick what you want to learn, such as React, data science or launching a SaaS, and your level.',
  },
  {
    title: 'Get your 30-day plan',
    text: 'Your roadmap is ready in seconds: one topic a day, with a real project in the first 5 days.',
  },
  {
    title: 'Learn a lesson a day',
    text: 'Read, take the quiz, do the hands-on task, and ask your AI tutor whenever you are stuck.',
  },
  {
    title: 'Keep the streak, earn the certificate',
    text: 'Reminders keep you going; finish every day and download your verifiable certificate.',
  },
];
