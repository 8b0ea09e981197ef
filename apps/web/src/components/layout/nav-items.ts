import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Needs an active trial or premium (the API answers 402 otherwise): marked locked once the trial ends. */
  needsAccess?: boolean;
}

/** SPEC §2: marketing anchors for visitors. */
export const loggedOutNavItems: NavItem[] = [
  { label: 'Features', to: paths.home.section('features') },
  { label: 'How It Works', to: paths.home.section('how-it-works') },
  { label: 'Testimonials', to: paths.home.section('testimonials') },
  { label: 'Pricing', to: paths.home.section('pricing') },
];

/** SPEC §2: the learner's screens, in the spec's order and with its labels. */
export const loggedInNavItems: NavItem[] = [
  { label: 'Tutor', to: paths.app.tutor.getHref(), needsAccess: true },
  { label: 'Reminder', to: paths.app.reminderSettings.getHref() },
  { label: 'Chatbot', to: paths.app.chat.getHref(), needsAccess: true },
  { label: 'Cross Questioning', to: paths.app.crossQuestioning.getHref(), needsAccess: true },
  { label: 'Profile', to: paths.app.profile.getHref() },
  { label: 'Payment', to: paths.app.payment.getHref() },
  { label: 'Change Plan', to: paths.app.learningPlan.getHref() },
];

/** A link of the inline navigation (768px and up). */
export const barLinkClass =
  'rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-700 lg:px-3';

/** A link of the mobile menu's dropdown. */
export const menuLinkClass =
  'flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-ink transition-colors hover:bg-brand-50 hover:text-brand-700';

/** The current screen's link in either navigation. */
export const currentLinkClass = 'bg-brand-50 text-brand-700';
