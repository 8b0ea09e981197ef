import { paths } from '@/config/paths';
import { productFacts } from '@pathwise/contract/product-facts';

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

/** Where the widget sends a learner to read more or act, by knowledge-base entry. */
const links: Partial<Record<string, FaqEntry['link']>> = {
  pricing: { label: 'See pricing', to: paths.home.section('pricing') },
  trial: { label: 'Start your free trial', to: paths.auth.signup.getHref() },
  premium: { label: 'See pricing', to: paths.home.section('pricing') },
  'how-it-works': { label: 'See the 5 steps', to: paths.home.section('how-it-works') },
  refunds: { label: 'Read the Terms of Service', to: paths.legal.terms.getHref() },
  privacy: { label: 'Read the Privacy Policy', to: paths.legal.privacy.getHref() },
  contact: { label: 'Contact us', to: paths.company.contact.getHref() },
};

/** The product knowledge base (shared with the learning assistant), every keyword in play: here every question is about Pathwise. */
export const faq: FaqEntry[] = productFacts.map((fact) => {
  const link = links[fact.id];
  return {
    id: fact.id,
    ...(fact.suggestion ? { suggestion: fact.suggestion } : {}),
    keywords: [...fact.keywords, ...(fact.landingKeywords ?? [])],
    answer: fact.answer,
    ...(link ? { link } : {}),
  };
});

export const faqGreeting =
  'Hi! I can answer questions about Pathwise: pricing, the free trial, how it works, refunds, certificates, reminders and topics.';

export const faqFallback: Omit<FaqEntry, 'id' | 'keywords'> = {
  answer:
    'I am not sure about that one. Try asking about pricing, the free trial, how it works, refunds, certificates, reminders or topics, or write to us.',
  link: { label: 'Contact us', to: paths.company.contact.getHref() },
};
