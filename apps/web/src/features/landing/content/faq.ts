import { paths } from '@/config/paths';
import { product } from '@/config/product';

/**
 * What the landing page's help widget knows. Each entry is matched by its keywords (words or
 * phrases; a phrase counts once per word it has), so the best-covered entry answers.
 */
export interface FaqEntry {
  id: string;
  /** Offered as a one-tap suggestion when set. */
  suggestion?: string;
  keywords: string[];
  answer: string;
  link?: { label: string; to: string };
}

const trial = `${String(product.trialDays)}-day free trial`;

export const faq: FaqEntry[] = [
  {
    id: 'pricing',
    suggestion: 'How much does it cost?',
    keywords: [
      'price',
      'pricing',
      'cost',
      'how much',
      'pay',
      'paid',
      '499',
      'rupee',
      'inr',
      'fee',
      'expensive',
      'cheap',
      'lifetime',
      'subscription',
      'monthly',
      'premium',
      'one time',
    ],
    answer: `Pathwise Premium is a one-time payment of ${product.price} for lifetime access: no subscription and no renewals. You start with a ${trial} first.`,
    link: { label: 'See pricing', to: paths.home.section('pricing') },
  },
  {
    id: 'trial',
    suggestion: 'Is there a free trial?',
    keywords: ['trial', 'free', 'try', 'credit card', 'no card', 'card needed', '7 day', 'seven day', 'demo'],
    answer: `Every new account gets a ${trial} with full access, and no card is needed. After that you can unlock everything for life with a one-time ${product.price} payment.`,
    link: { label: 'Start your free trial', to: paths.auth.signup.getHref() },
  },
  {
    id: 'how-it-works',
    suggestion: 'How does it work?',
    keywords: [
      'how does it work',
      'how it works',
      'how do i start',
      'get started',
      'work',
      'step',
      'process',
      'daily lesson',
      'what is pathwise',
      'roadmap',
    ],
    answer: `Sign up, tell us your goal and your level, and you get a ${String(product.planDays)}-day plan. Each day has a lesson with an explanation, a quiz and a hands-on task, and your AI tutor answers your questions about it. Reminders keep you on track, and you build a real project in the first ${String(product.projectDays)} days.`,
    link: { label: 'See the 5 steps', to: paths.home.section('how-it-works') },
  },
  {
    id: 'refunds',
    suggestion: 'Can I get a refund?',
    keywords: ['refund', 'money back', 'cancel', 'cancellation', 'return', 'charged twice', 'chargeback'],
    answer: product.refundPolicy,
    link: { label: 'Read the Terms of Service', to: paths.legal.terms.getHref() },
  },
  {
    id: 'certificates',
    suggestion: 'Do I get a certificate?',
    keywords: [
      'certificate',
      'certification',
      'certified',
      'credential',
      'linkedin',
      'proof',
      'verify',
      'verifiable',
    ],
    answer: `Yes. When you complete every day of your ${String(product.planDays)}-day plan you can download a PDF certificate. Each one carries a public ID and a verification link, so an employer can check that it is genuine.`,
  },
  {
    id: 'reminders',
    suggestion: 'How do reminders work?',
    keywords: [
      'remind',
      'reminder',
      'whatsapp',
      'email reminder',
      'notification',
      'notify',
      'nudge',
      'alert',
      'message me',
    ],
    answer:
      'Pathwise sends you a daily reminder by email and on WhatsApp at the local time you choose, with the topic of the day. You can change the time whenever you like, and every reminder has a way to unsubscribe.',
  },
  {
    id: 'topics',
    suggestion: 'Which topics can I learn?',
    keywords: [
      'topic',
      'subject',
      'course',
      'track',
      'stack',
      'language',
      'what can i learn',
      'which',
      'react',
      'python',
      'javascript',
      'node',
      'sql',
      'data science',
      'data analysis',
      'machine learning',
      'devops',
      'design',
      'startup',
      'dsa',
      'interview',
    ],
    answer:
      'Whatever you set as your goal. Curated tracks cover web basics, React, React Native, Node.js back ends, Python, SQL and databases, data analysis, machine learning, DevOps and cloud, data structures and algorithms for interviews, UI/UX design and launching a startup. Any other goal gets a plan built for it.',
  },
  {
    id: 'tutor',
    keywords: ['tutor', 'ai', 'chatbot', 'assistant', 'chatgpt', 'stuck', 'doubt', 'explain'],
    answer:
      'Your AI tutor knows today’s lesson. It teaches by asking questions, explains whatever you did not understand and checks your answers. There is also an AI assistant for anything else, and AI cross-questioning with feedback on each answer.',
  },
  {
    id: 'level',
    keywords: [
      'beginner',
      'experience',
      'level',
      'intermediate',
      'advanced',
      'new to',
      'never coded',
      'no experience',
    ],
    answer:
      'You choose Beginner, Intermediate or Advanced when you create your plan, and the lessons start where you are. Many learners start with no experience at all.',
  },
  {
    id: 'payment-methods',
    keywords: [
      'upi',
      'razorpay',
      'payment method',
      'net banking',
      'netbanking',
      'debit card',
      'wallet',
      'pay with',
    ],
    answer:
      'Payments go through Razorpay, so you can pay with UPI, cards, net banking or wallets. Pathwise never sees your card details.',
  },
  {
    id: 'change-plan',
    keywords: ['change plan', 'new plan', 'switch', 'another goal', 'different goal', 'restart'],
    answer:
      'Any time: choose Change Plan in the menu and generate a new 30-day plan. Your old plan is archived, not lost.',
  },
  {
    id: 'privacy',
    keywords: [
      'privacy',
      'my data',
      'personal data',
      'gdpr',
      'delete my account',
      'delete account',
      'safe',
      'secure',
      'security',
    ],
    answer:
      'We use your data to run your plan, lessons and reminders, and we never sell it. Passwords are stored hashed, and you can ask us to delete your account at any time.',
    link: { label: 'Read the Privacy Policy', to: paths.legal.privacy.getHref() },
  },
  {
    id: 'contact',
    keywords: ['contact', 'support', 'human', 'talk to', 'email you', 'reach you', 'phone number', 'office'],
    answer: 'You can write to us from the Contact page. We are based in Bengaluru, India.',
    link: { label: 'Contact us', to: paths.company.contact.getHref() },
  },
];

export const faqGreeting =
  'Hi! I can answer questions about Pathwise: pricing, the free trial, how it works, refunds, certificates, reminders and topics.';

export const faqFallback: Omit<FaqEntry, 'id' | 'keywords'> = {
  answer:
    'I am not sure about that one. Try asking about pricing, the free trial, how it works, refunds, certificates, reminders or topics, or write to us.',
  link: { label: 'Contact us', to: paths.company.contact.getHref() },
};
