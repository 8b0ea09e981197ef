import { mailLink, type ConfiguredDocument } from './types';

export const cookiePolicy: ConfiguredDocument = {
  title: 'Cookie Policy',
  description: 'Pathwise sets no advertising or analytics cookies. What it keeps in your browser, and why.',
  content: ({ contactEmail }) => ({
    intro: [
      'Pathwise does not use advertising or analytics cookies, and it does not track you across other websites. This page lists what is kept in your browser and why.',
    ],
    sections: [
      {
        heading: 'What we keep in your browser',
        blocks: [
          'Pathwise sets one cookie of its own; everything else is kept in your browser’s local storage, which only this site can read:',
          {
            list: [
              'pathwise_device (a cookie): remembers that this browser has logged in to your account before, so someone else guessing your password never slows your own log-ins here. It holds a random id and a scrambled form of your account, never your e-mail address or password, is sent only when you log in, and lasts a year from your last log-in.',
              'token and userId: keep you logged in. Logging out removes them.',
              'learningPlan: your current plan, so it shows without waiting.',
              'Chat history with the tutor and the assistant, so a conversation survives a page reload.',
              'Your place in today’s lesson, your quiz scores for it (not your answers), and whether you skipped today’s review, so a reload keeps them. Logging out removes them.',
            ],
          },
          'These are strictly necessary for the service, so they need no consent.',
        ],
      },
      {
        heading: 'Third-party cookies',
        blocks: [
          {
            list: [
              'Google sets its own cookies when you choose to sign in with Google.',
              'Razorpay sets its own cookies in its checkout window when you pay.',
            ],
          },
          'Neither is loaded unless you use that feature. Their own cookie policies apply.',
        ],
      },
      {
        heading: 'Your choices',
        blocks: [
          'You can clear cookies and site data in your browser settings at any time. Clearing Pathwise’s storage logs you out; your plan and progress are safe on our servers.',
        ],
      },
      {
        heading: 'Contact',
        blocks: [`Questions about this policy: ${mailLink(contactEmail)}.`],
      },
    ],
  }),
};
