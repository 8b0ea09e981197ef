import { LOCATION, mailLink, type ConfiguredDocument } from './types';

export const privacyPolicy: ConfiguredDocument = {
  title: 'Privacy Policy',
  description: 'What Pathwise collects, why, who it is shared with, your rights and how to reach us.',
  content: ({ contactEmail }) => ({
    intro: [
      'This policy explains what personal information Pathwise collects when you use the app, how we use it and the choices you have. We keep it to what the product needs to teach you.',
    ],
    sections: [
      {
        heading: 'Information we collect',
        blocks: [
          {
            list: [
              'Contact details: your name, e-mail address and phone number (used for WhatsApp reminders), and your time zone.',
              'Account details: a hashed password, or your Google account identifier if you sign in with Google.',
              'Learning data: your goals, plans, lessons, quiz and cross-question answers, messages with the AI tutor and assistant, streak and progress, reminder preferences and certificates.',
              'Payment records: order and payment identifiers and amounts. Card, UPI and bank details are handled by Razorpay and never reach us.',
              'Usage data: technical logs of requests to our servers (time, address, browser and the page or action), kept to run and secure the service.',
              'Cookies and browser storage: see our [Cookie Policy](/cookies).',
            ],
          },
        ],
      },
      {
        heading: 'How we use it',
        blocks: [
          {
            list: [
              'To provide Pathwise: create your plan, teach your daily lesson, answer your questions and track your progress.',
              'To send the reminders you ask for, by e-mail and WhatsApp, at the time you choose.',
              'To send account messages, such as password resets and payment confirmations.',
              'For marketing: occasional news about Pathwise by e-mail, only if you have not opted out. Every message has an unsubscribe link.',
              'To keep the service secure, prevent abuse and fix problems.',
            ],
          },
        ],
      },
      {
        heading: 'Sharing',
        blocks: [
          'We do not sell your personal information. We share it only with the service providers that run parts of Pathwise for us, under contracts that limit their use of it:',
          {
            list: [
              'Hosting and database providers that store the service.',
              'The AI model provider that generates plans and answers, which receives the lesson context and your questions.',
              'E-mail and WhatsApp delivery providers, for your reminders.',
              'Razorpay, to take payments, and Google, if you choose Google sign-in.',
            ],
          },
          'We may also disclose information when the law requires it, or to protect the rights and safety of our learners.',
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          'You can ask to see, correct, export or delete your personal information, and you can withdraw consent or object to marketing at any time. Write to us at the address below and we will answer within 30 days. If you are in the EU or UK, see our [GDPR page](/GDPR) for your rights in detail.',
        ],
      },
      {
        heading: 'Security',
        blocks: [
          'Passwords are stored only as strong one-way hashes (argon2id). Data travels over encrypted connections, every request is checked against your session, and each learner can reach only their own data. No system is perfectly secure, so please use a strong password that you do not use elsewhere.',
        ],
      },
      {
        heading: 'Retention',
        blocks: [
          'We keep your information while your account is open. When you ask us to delete your account we delete your personal information, except records the law requires us to keep, such as payment records.',
        ],
      },
      {
        heading: 'Contact',
        blocks: [`Pathwise, ${LOCATION}. E-mail: ${mailLink(contactEmail)}.`],
      },
    ],
  }),
};
