import { product } from '@/config/product';
import type { StaticDocument } from './types';

/** SPEC §2: About, mission and vision, in the founder's voice. */
export const about: StaticDocument = {
  title: 'About Us',
  description:
    'Pathwise is an AI tutor that plans, teaches and checks on you every day, so you build real projects instead of watching tutorials.',
  intro: [
    'Pathwise is built in Bengaluru for self-taught developers, students, designers and founders: everyone who has finished a tutorial and still could not build the thing on their own.',
  ],
  sections: [
    {
      heading: 'Our mission',
      blocks: [
        `Make a personal tutor affordable for everyone who wants to learn. A tutor does three things a video cannot: it plans what you learn next, it asks you questions until you understand, and it notices when you stop. Pathwise does all three, every day, for a one-time ${product.price}.`,
      ],
    },
    {
      heading: 'Our vision',
      blocks: [
        'A world where learning a skill is measured by what you build, not by how many hours of video you watched. We want every learner to finish with a real project, a habit of learning daily and a certificate that anyone can verify.',
      ],
    },
    {
      heading: 'How we work',
      blocks: [
        {
          list: [
            `Build first: a real project within the first ${String(product.projectDays)} days of every plan.`,
            'Teach, do not just answer: the tutor asks before it tells.',
            'Honest numbers: every figure on our site is counted from real data.',
            'Fair pricing: try everything free, then pay once. No subscription.',
          ],
        },
      ],
    },
  ],
};
