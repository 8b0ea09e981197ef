/** Titles and search descriptions of the blog and contact pages; their links and e-mail come from configuration. */
export const blogPage = {
  title: 'Blog',
  description:
    'Essays from the Pathwise team on learning by building, escaping tutorial hell and learning with an AI tutor.',
  intro: 'Notes on learning by building, from the people making Pathwise. Posts open on our blog.',
} as const;

export const contactPage = {
  title: 'Contact Us',
  description:
    'Write to the Pathwise team in Bengaluru, India, about your account, payments, privacy or anything else.',
  intro:
    'Questions about your plan, a payment, your data or anything else? Write to us and a person on the team will answer.',
} as const;
