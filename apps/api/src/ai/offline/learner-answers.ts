import { product, type PlanOutline } from '@pathwise/contract';

/** The learner's own data the assistant answers from: their plan, where they are, progress and access. */
export interface LearnerData {
  goal?: string | undefined;
  outline?: PlanOutline | undefined;
  /** Today's day of the plan. */
  day?: number | undefined;
  progress?: { completedDays: readonly number[]; streak: number } | undefined;
  access?: { premium: boolean; trialEndsAt: Date } | undefined;
  now?: Date | undefined;
}

const DAY_MS = 86_400_000;

const DAY_ASKED = /\bday\s+(\d{1,2})\b/i;
const TODAY =
  /\b(today'?s?|current)\b.*\b(topic|lesson|day)\b|\bwhat (am i|should i be) (learning|studying)( today)?\??$/i;
const NEXT = /\b(tomorrow'?s?|next)\b.*\b(topic|lesson|day|up)\b|\bwhat'?s next\b|\bwhat comes next\b/i;
const WEEK = /\b(this|next) week\b|\bmy plan\b|\bwhole plan\b|\bplan overview\b/i;
const PROGRESS =
  /\bmy progress\b|\bhow much of (my|the) plan\b|\bhow many (days?|lessons?) (have i|did i) (done|completed|finished)\b|\bhow (far|much) (have i|did i) (got|gotten|come|done)\b|\bhow many (days?|lessons?)\b.*\b(complet\w*|done|finish\w*|left|remain\w*|to go)\b|\b(days?|lessons?) (are )?(left|remaining)\b/i;
const STREAK = /\bmy (current |learning )?streak\b|\bstreak (am i on|do i have)\b|\bhow long is my streak\b/i;
/** A question about the streak rule ("what happens to my streak if I miss a day?"): the product facts answer it. */
const STREAK_RULE = /\b(miss|missed|skip|skipped|lose|losing|freezes?|what happens|rules?|work)\b/i;
const TRIAL_END =
  /\bwhen (does|will|is) my (free )?trial (end|over|expire|finish)|\bhow (many|much) (days?|time) (is |are )?left (in|on|of) my trial|\bis my (free )?trial (active|over|still)|\bmy trial (end|ends|expir\w*)\b/i;
const PREMIUM_STATUS =
  /\b(am i|i'?m) (on |a )?(premium|subscribed|paid)\b|\bdo i have (premium|access|a subscription)\b|\bhave i (paid|bought premium)\b|\bmy (premium|subscription|access) (status|active)\b/i;
const GOAL = /\bmy goal\b|\bwhat am i learning\b|\bwhich (track|course) am i\b/i;
const CERTIFICATE_NOW =
  /\b(can|do) i (get|download|have|receive) (my|the|a) certificate\b.*\b(now|yet|today|already)\b|\bwhen (can|will|do) i (get|download|have|receive) my certificate\b|\bmy certificate\b.*\b(ready|now|yet)\b|\bis my certificate\b/i;

const ABOUT_THE_DATA = /\b(export|download|backup|copy|lose|lost|losing|delete|erase|keep|kept)\b/i;

/** Questions that need the learner's progress (the service loads it only for these). */
export const asksAboutProgress = (message: string) =>
  PROGRESS.test(message) || STREAK.test(message) || CERTIFICATE_NOW.test(message);

const topicOf = (outline: PlanOutline | undefined, day: number) => outline?.[String(day)]?.topicName;
const plural = (count: number, word: string) => `${String(count)} ${word}${count === 1 ? '' : 's'}`;

function dayAnswers(data: LearnerData, message: string): string | undefined {
  const { outline, day } = data;
  if (!outline) return undefined;
  const total = Object.keys(outline).length;
  const asked = DAY_ASKED.exec(message);
  if (asked) {
    const number = Number(asked[1]);
    const entry = outline[String(number)];
    if (!entry) return `Your plan has ${String(total)} days, so there is no day ${String(number)}.`;
    return `Day ${String(number)} of your plan: **${entry.topicName}**.\n\nProject step: ${entry.project}\n\nExercise: ${entry.exercise}`;
  }
  if (day && TODAY.test(message)) {
    const entry = outline[String(day)];
    if (entry)
      return `Today is day ${String(day)} of ${String(total)}: **${entry.topicName}**. Open the Tutor page to read the lesson and take its quiz.\n\nProject step: ${entry.project}`;
  }
  if (day && NEXT.test(message)) {
    const next = topicOf(outline, day + 1);
    return next
      ? `Next up, day ${String(day + 1)}: **${next}**. It unlocks after you complete today's lesson (one new lesson per day).`
      : `Today's lesson (day ${String(day)}) is the last one of your plan. Finish it to earn your certificate!`;
  }
  return undefined;
}

function progressAnswer(data: LearnerData, message: string): string | undefined {
  const total = data.outline ? Object.keys(data.outline).length : undefined;
  const { progress } = data;
  if (STREAK.test(message) && !STREAK_RULE.test(message)) {
    if (!progress) return undefined;
    return progress.streak > 0
      ? `Your streak is **${plural(progress.streak, 'day')}**. Complete today's lesson to keep it going.`
      : "Your streak is 0 days right now: complete today's lesson and it starts again from 1.";
  }
  // "Will I lose my progress?", "export my progress": the product facts answer what happens to the data.
  if (!progress || !total || ABOUT_THE_DATA.test(message)) return undefined;
  const done = progress.completedDays.length;
  const left = total - done;
  const today = data.day
    ? ` Today is day ${String(data.day)}: ${topicOf(data.outline, data.day) ?? ''}.`
    : '';
  if (CERTIFICATE_NOW.test(message))
    return left === 0
      ? 'You have completed every day of your plan, so your certificate is ready: use Download Certificate on the Tutor page.'
      : `Not yet: the certificate unlocks when you complete every day of your plan. You have completed ${String(done)} of ${String(total)} days, so ${plural(left, 'day')} to go.${today}`;
  if (PROGRESS.test(message))
    return `You have completed **${String(done)} of ${String(total)} days** (${String(Math.round((100 * done) / total))} %), so ${plural(left, 'day')} ${left === 1 ? 'is' : 'are'} left.${today} Your streak: ${plural(progress.streak, 'day')}.`;
  return undefined;
}

function accessAnswer(data: LearnerData, message: string): string | undefined {
  const { access } = data;
  if (!access || !(TRIAL_END.test(message) || PREMIUM_STATUS.test(message))) return undefined;
  if (access.premium)
    return `You have Premium with lifetime access: there is no trial to run out and nothing more to pay.`;
  const now = data.now ?? new Date();
  const left = Math.ceil((access.trialEndsAt.getTime() - now.getTime()) / DAY_MS);
  const date = access.trialEndsAt.toISOString().slice(0, 10);
  const unlock = `Premium is a one-time ${product.price} for lifetime access, on the Payment page.`;
  if (left <= 0)
    return `You don't have Premium yet, and your free trial ended on ${date}. Your plan and progress are kept. ${unlock}`;
  return `You don't have Premium yet: you are on the ${String(product.trialDays)}-day free trial, which ends in **${plural(left, 'day')}** (${date}). Nothing is charged when it ends, and your plan and progress are kept. ${unlock}`;
}

function planOverview(data: LearnerData, message: string): string | undefined {
  const { outline } = data;
  if (GOAL.test(message) && data.goal)
    return `Your goal is **${data.goal}**${outline ? `, with a ${String(Object.keys(outline).length)}-day plan` : ''}${data.day ? `; today is day ${String(data.day)}` : ''}. To learn something else, choose Change Plan in the menu.`;
  if (!outline || !WEEK.test(message)) return undefined;
  const start = data.day ?? 1;
  const lines = [0, 1, 2, 3, 4, 5, 6]
    .map((offset) => start + offset)
    .filter((number) => outline[String(number)])
    .map((number) => `- Day ${String(number)}: ${topicOf(outline, number) ?? ''}`);
  return `${data.goal ? `Your plan for **${data.goal}**` : 'Your plan'}, the next days:\n\n${lines.join('\n')}`;
}

/** Questions about the learner's own plan, progress and access, answered from their data. */
export function learnerAnswer(data: LearnerData, message: string): string | undefined {
  return dayAnswers(data, message) ?? progressAnswer(data, message) ?? accessAnswer(data, message);
}

/** The plan overview and goal: asked after product questions, so "change my plan" reaches the knowledge base. */
export function planOverviewAnswer(data: LearnerData, message: string): string | undefined {
  return planOverview(data, message);
}
