/** SPEC §1: Key Features, five cards. `icon` names a drawing in components/feature-icon.tsx. */
export interface KeyFeature {
  icon: 'roadmap' | 'lesson' | 'tutor' | 'feedback' | 'nudge';
  title: string;
  text: string;
}

export const keyFeatures: KeyFeature[] = [
  {
    icon: 'roadmap',
    title: 'An AI roadmap for your goal',
    text: 'Say what you want to learn and your level. You get a 30-day plan in your tech stack: a topic a day, with a quiz, a project and an exercise. Make as many plans as you like.',
  },
  {
    icon: 'lesson',
    title: 'Daily action steps',
    text: 'Each day has one clear explanation, a short quiz and a hands-on task, so you build instead of watch. Your first real project is done in 5 days.',
  },
  {
    icon: 'tutor',
    title: 'A personal AI tutor and chat support',
    text: 'Ask what you did not understand. The tutor knows today’s lesson and teaches with questions; the AI assistant helps with everything else.',
  },
  {
    icon: 'feedback',
    title: 'Feedback that makes you think',
    text: 'AI cross-questioning tests what you really understood and gives feedback on every answer, plus resume-building and business skills alongside the code.',
  },
  {
    icon: 'nudge',
    title: 'Nudges, progress and certificates',
    text: 'Motivating WhatsApp and email reminders at your time, a live streak and progress, and a verifiable certificate when you complete a course.',
  },
];
