/** SPEC §1: the founder's story, first person. */
export const founderStory = {
  heading: 'Why I built Pathwise',
  paragraphs: [
    'I spent most of a year watching tutorials. I could follow along with anything, and I could build nothing on my own. Every time I got stuck I opened another video, or asked a general chatbot that gave me an answer without ever asking what I already knew.',
    'What finally worked was boring and simple: one small thing to learn each day, a task that made me build it, and someone who asked me questions until I really understood. That is a tutor, not a playlist.',
    'Pathwise is that, for everyone who cannot afford a private mentor. You tell it your goal, it plans your next 30 days, and every day it teaches, quizzes and checks on you. Within the first 5 days you will have built something real.',
  ],
  signature: 'Founder, Pathwise',
  contrast: [
    {
      label: 'Binge-watching tutorials',
      points: [
        'Hours of video, nothing shipped',
        'No one checks what you understood',
        'You forget it all next week',
      ],
    },
    {
      label: 'A general chatbot',
      points: ['Answers without context', 'Does the thinking for you', 'No plan, no follow-up'],
    },
    {
      label: 'Your Pathwise tutor',
      points: [
        'A plan built around your goal',
        'Asks you questions, then explains',
        'Reminds you, tracks your streak',
      ],
    },
  ],
} as const;
