import { product } from '@/config/product';

/** The hero, in the founder's voice (SPEC §1). */
export const hero = {
  eyebrow: 'For self-taught developers, students, designers and founders',
  titleStart: 'Build a real project in',
  titleHighlight: `${String(product.projectDays)} days`,
  titleEnd: 'with your own AI tutor',
  lead: `Stop binge-watching tutorials. I built Pathwise to give you what I never had: a personal ${String(product.planDays)}-day roadmap, one focused lesson a day, an AI tutor that knows what you are learning, and nudges on WhatsApp and email that keep you shipping.`,
  primaryCta: 'Start Free',
  secondaryCta: 'See how it works',
  reassurance: [
    `${String(product.trialDays)}-day free trial`,
    'No card needed',
    `${product.price} once, yours for life`,
  ],
} as const;

/** What the animated "AI-Powered Learning" panel plays, once. */
export const heroPanel = {
  title: 'AI-Powered Learning',
  day: 'Day 3 of 30',
  topic: 'React state with useState',
  steps: ['Read the 5-minute explanation', 'Answer 3 quick quiz questions', 'Build: a counter with undo'],
  question: 'Why does my count only go up by 1 when I call setCount twice?',
  answer: 'Both calls read the same count from this render. Pass an updater instead: setCount(c => c + 1).',
  progressLabel: 'Plan progress',
  progress: 10,
  streak: 'Streak: 3 days',
} as const;
