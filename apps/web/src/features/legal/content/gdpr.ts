import { LOCATION, mailLink, type ConfiguredDocument } from './types';

export const gdprCompliance: ConfiguredDocument = {
  title: 'GDPR Compliance',
  description:
    'How Pathwise meets the EU General Data Protection Regulation: controller, lawful bases and your rights.',
  content: ({ contactEmail }) => ({
    intro: [
      'If you use Pathwise from the European Union, the European Economic Area or the United Kingdom, the General Data Protection Regulation (GDPR) gives you the rights below. Our [Privacy Policy](/policy) lists the data we collect.',
    ],
    sections: [
      {
        heading: 'Data controller',
        blocks: [
          `Pathwise, ${LOCATION}, is the controller of your personal data. Contact: ${mailLink(contactEmail)}.`,
        ],
      },
      {
        heading: 'Lawful bases for processing',
        blocks: [
          {
            list: [
              'Consent: reminders by e-mail and WhatsApp and marketing e-mails. You can withdraw consent at any time, without affecting earlier processing.',
              'Contract: creating your account, generating your plan and lessons, the AI tutor, certificates and your premium purchase.',
              'Legitimate interests: keeping the service secure, preventing fraud and abuse, and improving Pathwise, balanced against your rights.',
            ],
          },
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          {
            list: [
              'Right of access: get a copy of the personal data we hold about you.',
              'Right to rectification: have inaccurate or incomplete data corrected.',
              'Right to erasure: have your data deleted when there is no reason to keep it.',
              'Right to restrict processing: ask us to pause the use of your data.',
              'Right to data portability: receive your data in a machine-readable format.',
              'Right to object: object to processing based on legitimate interests, and to marketing at any time.',
            ],
          },
          'You may also complain to your local data-protection supervisory authority.',
        ],
      },
      {
        heading: 'International transfers',
        blocks: [
          'Pathwise is operated from India, and some of our service providers process data in other countries. Where data leaves the EEA or UK we rely on appropriate safeguards such as the European Commission’s standard contractual clauses.',
        ],
      },
      {
        heading: 'Data-protection contact',
        blocks: [
          `For any request about your data or these rights, write to ${mailLink(contactEmail)} with the subject “Data protection”. We answer within one month.`,
        ],
      },
    ],
  }),
};
