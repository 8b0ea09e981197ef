import { product } from '@/config/product';
import { mailLink, type ConfiguredDocument } from './types';

const trial = String(product.trialDays);

export const termsOfService: ConfiguredDocument = {
  title: 'Terms of Service',
  description: `The terms for using Pathwise: the ${trial}-day free trial, the one-time ${product.price} lifetime purchase, refunds and your responsibilities.`,
  content: ({ contactEmail, governingLaw }) => ({
    intro: [
      'By creating an account or using Pathwise you agree to these terms. Please read them; they are short.',
    ],
    sections: [
      {
        heading: 'The service',
        blocks: [
          `Pathwise gives you a personalised ${String(product.planDays)}-day learning plan, a daily lesson with a quiz and a hands-on task, an AI tutor and assistant, AI cross-questioning, reminders, progress tracking and a certificate when you complete a plan.`,
        ],
      },
      {
        heading: 'Your account',
        blocks: [
          'Give accurate details, keep your password to yourself and tell us if you think someone else has used your account. An account is for one person.',
        ],
      },
      {
        heading: 'Free trial',
        blocks: [
          `Every new account gets ${trial} days of full access, starting at signup. No card is needed and nothing is charged when the trial ends: the tutor and lessons simply pause until you buy premium.`,
        ],
      },
      {
        heading: 'Premium: one payment, lifetime access',
        blocks: [
          `Premium costs ${product.price}, paid once in Indian rupees through Razorpay. It is not a subscription: there are no renewals and nothing more to cancel. Lifetime access means access to the premium features for as long as Pathwise operates the service. Lifetime access is offered to a limited number of learners; when the slots are gone, new purchases may close.`,
        ],
      },
      {
        heading: 'Refunds',
        blocks: [
          product.refundPolicy,
          `To ask for one, write to ${mailLink(contactEmail)} with your order ID.`,
        ],
      },
      {
        heading: 'AI-generated content',
        blocks: [
          'Lessons, answers and feedback are written by AI. They are usually right and sometimes wrong, so check important facts, and do not rely on them for legal, medical or financial decisions.',
        ],
      },
      {
        heading: 'Certificates',
        blocks: [
          'A certificate is issued when you complete every day of a plan. It shows that you completed a Pathwise plan; it is not an academic or professional qualification. Anyone can check a certificate with its verification link.',
        ],
      },
      {
        heading: 'Acceptable use',
        blocks: [
          {
            list: [
              'Do not misuse the service: no attacks, scraping, reverse engineering or attempts to reach other learners’ data.',
              'Do not use the AI tutor to create unlawful or harmful content.',
              'Do not share, resell or misrepresent your account or certificates.',
            ],
          },
        ],
      },
      {
        heading: 'Ending your use',
        blocks: [
          'You can stop using Pathwise and ask us to delete your account at any time. We may suspend an account that breaks these terms, and we will tell you why.',
        ],
      },
      {
        heading: 'Liability',
        blocks: [
          `Pathwise is provided as it is. To the extent the law allows, we are not liable for indirect losses, and our total liability to you is limited to the amount you paid us (${product.price}). Nothing in these terms limits rights you have as a consumer that cannot be limited by law.`,
        ],
      },
      {
        heading: 'Changes',
        blocks: [
          'We may update these terms. For a significant change we will tell you by e-mail or in the app before it takes effect.',
        ],
      },
      {
        heading: 'Governing law',
        blocks: [
          `These terms are governed by the laws of ${governingLaw}, and disputes go to its competent courts.`,
        ],
      },
      {
        heading: 'Contact',
        blocks: [`Questions about these terms: ${mailLink(contactEmail)}.`],
      },
    ],
  }),
};
