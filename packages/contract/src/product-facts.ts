import { product } from './product';

/**
 * The product knowledge base: what Pathwise costs, what it includes and how it behaves, answered once
 * for the landing help widget, the learning assistant (offline) and the assistant's provider prompt.
 * Answers are built from the constants in product.ts, so a price or a trial length changes everywhere
 * at once. Plain data with no imports but the constants: the landing page loads it. The shape is
 * checked by `productFact` (product-fact-schema.ts) in the contract's tests.
 */
export interface ProductFact {
  id: string;
  /** The question as a learner asks it; the landing widget offers it as a one-tap suggestion. */
  suggestion?: string;
  /**
   * Words or phrases that say a question is about this fact wherever it is asked (a phrase counts once
   * per word it has). Hindi and Hinglish words are welcome: the landing widget's tokenizer skips them.
   */
  keywords: readonly string[];
  /**
   * More words that say so only where every question is about the product (the landing widget):
   * "work", "react" or "safe" would catch "how does useEffect work?" in the learning assistant.
   */
  landingKeywords?: readonly string[];
  answer: string;
}

const trial = `${String(product.trialDays)}-day free trial`;
const plan = `${String(product.planDays)}-day plan`;

export const productFacts: readonly ProductFact[] = [
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
      'subscribe',
      'monthly',
      'yearly',
      'renewal',
      'renew',
      'one time',
      'kitna',
      'kitne',
      'paisa',
      'paise',
      'कीमत',
      'क़ीमत',
      'दाम',
      'पैसे',
      'कितना',
      'कितने',
      'शुल्क',
    ],
    landingKeywords: ['premium'],
    answer: `${product.name} Premium is a one-time payment of ${product.price} for lifetime access: no subscription and no renewals. You start with a ${trial} first.`,
  },
  {
    id: 'trial',
    suggestion: 'Is there a free trial?',
    keywords: [
      'trial',
      'free',
      'credit card',
      'no card',
      'card needed',
      '7 day',
      'seven day',
      'demo',
      'मुफ्त',
      'मुफ़्त',
      'ट्रायल',
    ],
    landingKeywords: ['try'],
    answer: `Every new account gets a ${trial} with full access, starting at signup, and no card is needed. After that you can unlock everything for life with a one-time ${product.price} payment.`,
  },
  {
    id: 'trial-end',
    keywords: [
      'trial end',
      'trial expire',
      'trial over',
      'after the trial',
      'after trial',
      'trial finish',
      'trial run out',
    ],
    answer: `When the ${trial} ends nothing is charged. The tutor, the assistant, lessons and cross-questioning pause until you unlock Premium with a one-time ${product.price} payment on the Payment page; your plan and progress are kept.`,
  },
  {
    id: 'premium',
    keywords: [
      'premium include',
      'premium get',
      'premium unlock',
      'what do i get',
      'what is included',
      'included',
      'unlock',
      'benefit',
      'features',
      'worth it',
      'free vs premium',
    ],
    answer: `Premium gives you lifetime access to everything the trial includes: your AI tutor and learning assistant, a daily lesson with a quiz and a hands-on task, AI cross-questioning with feedback on every answer, e-mail and WhatsApp reminders, streak and progress tracking, verifiable certificates, and a new ${plan} whenever you pick a new goal. It is one payment of ${product.price}: no subscription and no renewals.`,
  },
  {
    id: 'how-it-works',
    suggestion: 'How does it work?',
    keywords: [
      'how does it work',
      'how does pathwise work',
      'how it works',
      'how do i start',
      'get started',
      'what is pathwise',
      'about pathwise',
    ],
    landingKeywords: ['work', 'step', 'process', 'daily lesson', 'roadmap'],
    answer: `Sign up, tell us your goal and your level, and you get a ${plan}. Each day has a lesson with an explanation, a quiz and a hands-on task, and your AI tutor answers your questions about it. Reminders keep you on track, and you build a real project in the first ${String(product.projectDays)} days.`,
  },
  {
    id: 'refunds',
    suggestion: 'Can I get a refund?',
    keywords: [
      'refund',
      'refundable',
      'money back',
      'cancel',
      'cancel subscription',
      'cancel my subscription',
      'cancellation',
      'return',
      'charged twice',
      'chargeback',
      'paisa wapas',
      'paise wapas',
      'wapas',
      'रिफंड',
      'वापस',
    ],
    answer: `${product.refundPolicy} To ask for one, write to us from the Contact page with your order ID. There is nothing to cancel: Premium is a one-time payment, not a subscription.`,
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
      'verifiable',
      'verify certificate',
      'verify my certificate',
      'employer',
      'सर्टिफिकेट',
      'प्रमाणपत्र',
    ],
    landingKeywords: ['proof', 'verify'],
    answer: `Yes. When you complete every day of your ${plan} you can download a PDF certificate with Download Certificate on the Tutor page. Each one carries a public ID and a verification link, so an employer can check that it is genuine. A plan that is not finished has no certificate yet.`,
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
      'message me',
      'unsubscribe',
      'रिमाइंडर',
      'याद',
    ],
    landingKeywords: ['alert'],
    answer:
      'Pathwise sends you a daily reminder by e-mail and on WhatsApp at the local time you choose, with the topic of the day. Set the time and your number on the Reminder page and change them whenever you like; every reminder has a way to unsubscribe.',
  },
  {
    id: 'streak',
    keywords: [
      'streak',
      'streaks',
      'lose my streak',
      'streak reset',
      'streak break',
      'streak freeze',
      'freeze',
      'miss a day',
      'missed a day',
      'what happens to my streak',
    ],
    answer:
      'Your streak is the number of days in a row, in your own time zone, on which you completed a lesson. It counts until the end of today, so you keep yesterday’s streak until a day passes without a lesson, and it carries over when you change plan. Every 7 days in a row earn a streak freeze (you can hold 2): if you miss a day, a freeze is spent automatically and your streak survives. You see both on the Tutor and Profile pages.',
  },
  {
    id: 'topics',
    suggestion: 'Which topics can I learn?',
    keywords: [
      'what can i learn',
      'which topics',
      'what topics',
      'which courses',
      'what courses',
      'tracks',
      'which subjects',
    ],
    landingKeywords: [
      'topic',
      'subject',
      'course',
      'track',
      'stack',
      'language',
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
      'Whatever you set as your goal. Curated tracks cover web development (HTML and CSS, JavaScript, TypeScript, React, Next.js, Node.js), mobile apps (React Native, Flutter, Android, iOS), Python, Java, SQL and databases, data analysis, machine learning, generative AI, DevOps, Docker and Kubernetes, Git, Linux, data structures and algorithms and system design for interviews, UI/UX design, product management, digital marketing, spreadsheets and launching a startup. Any other goal gets a plan built for it.',
  },
  {
    id: 'tutor',
    keywords: ['tutor', 'chatbot', 'chatgpt', 'cross questioning', 'cross-questioning'],
    landingKeywords: ['ai', 'assistant', 'stuck', 'doubt', 'explain'],
    answer:
      'Your AI tutor knows today’s lesson. It teaches by asking questions, explains whatever you did not understand and checks your answers. There is also an AI assistant for anything else, and AI cross-questioning with feedback on each answer.',
  },
  {
    id: 'level',
    keywords: ['beginner', 'experience level', 'never coded', 'no experience', 'new to coding'],
    landingKeywords: ['experience', 'level', 'intermediate', 'advanced', 'new to'],
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
    keywords: [
      'change plan',
      'change my plan',
      'new plan',
      'new goal',
      'another goal',
      'different goal',
      'change goal',
      'change my goal',
      'restart',
      'old plan',
      'previous plan',
      'resume plan',
      'go back to my plan',
    ],
    landingKeywords: ['switch'],
    answer: `Any time: choose Change Plan in the menu and generate a new ${plan}. Your old plan is archived, not lost: it stays under Your plans on your plan page, where you can resume it where you left off. Your streak carries over either way.`,
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
      'download my data',
      'export my data',
      'copy of my data',
    ],
    landingKeywords: ['export', 'security', 'safe', 'secure'],
    answer:
      'We use your data to run your plan, lessons and reminders, and we never sell it. Passwords are stored hashed. On your Profile page you can download everything we hold about you as a file (Download my data) and delete your account (Delete account) at any time.',
  },
  {
    id: 'contact',
    keywords: [
      'contact',
      'email you',
      'reach you',
      'talk to a person',
      'customer care',
      'customer support',
      'helpline',
    ],
    landingKeywords: ['support', 'human', 'talk to', 'phone number', 'office'],
    answer: `You can write to us from the Contact page. We are based in ${product.location}.`,
  },
];
