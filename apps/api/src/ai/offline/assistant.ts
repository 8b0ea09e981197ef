import type { PlanOutline } from '@pathwise/contract';
import type { ChatTurn } from './conversation-types';
import { passagesOf, quote, searchPassages } from './passages';
import { searchDays } from './search';
import { studyAdvice } from './study-advice';

/** What the assistant knows about the learner: their goal and plan, and where they are in it. */
export interface AssistantContext {
  goal?: string | undefined;
  /** Curated tracks behind the plan: searched first. */
  tracks?: readonly string[] | undefined;
  outline?: PlanOutline | undefined;
  /** Today's day of the plan. */
  day?: number | undefined;
}

export interface AssistantInput extends AssistantContext {
  history: readonly ChatTurn[];
  message: string;
}

const GREETING = /^\s*(hi+|hey+|hello+|hiya|namaste|good (morning|afternoon|evening)|yo)\b[\s!.]*$/i;
const THANKS = /^\s*(thanks?|thank you|thx|ty|great|awesome|cool|ok(ay)?|got it)\b[\s!.]*$/i;
const CAPABILITIES = /\b(what can you do|who are you|what are you|how can you help|what do you do)\b/i;
const DAY_ASKED = /\bday\s+(\d{1,2})\b/i;
const TODAY = /\b(today'?s?|current)\b.*\b(topic|lesson|day)\b|\bwhat (am i|should i be) (learning|studying)\b/i;
const NEXT = /\b(tomorrow'?s?|next)\b.*\b(topic|lesson|day|up)\b|\bwhat'?s next\b|\bwhat comes next\b/i;
const WEEK = /\b(this|next) week\b|\bmy plan\b|\bwhole plan\b|\bplan overview\b/i;

function topicOf(outline: PlanOutline | undefined, day: number): string | undefined {
  return outline?.[String(day)]?.topicName;
}

/** Questions about the learner's own plan, answered from its outline. */
function planAnswer(context: AssistantContext, message: string): string | undefined {
  const { outline, day } = context;
  if (!outline) return undefined;
  const total = Object.keys(outline).length;
  const asked = DAY_ASKED.exec(message);
  if (asked) {
    const number = Number(asked[1]);
    const entry = outline[String(number)];
    if (!entry) return `Your plan has ${total} days, so there is no day ${number}.`;
    return `Day ${number} of your plan: **${entry.topicName}**.\n\nProject step: ${entry.project}\n\nExercise: ${entry.exercise}`;
  }
  if (day && TODAY.test(message)) {
    const entry = outline[String(day)];
    if (entry) return `Today is day ${day} of ${total}: **${entry.topicName}**. Open the Tutor page to read the lesson and take its quiz.\n\nProject step: ${entry.project}`;
  }
  if (day && NEXT.test(message)) {
    const next = topicOf(outline, day + 1);
    return next
      ? `Next up, day ${day + 1}: **${next}**. It unlocks after you complete today's lesson (one new lesson per day).`
      : `Today's lesson (day ${day}) is the last one of your plan. Finish it to earn your certificate!`;
  }
  if (WEEK.test(message)) {
    const start = day ?? 1;
    const lines = [0, 1, 2, 3, 4, 5, 6]
      .map((offset) => start + offset)
      .filter((number) => outline[String(number)])
      .map((number) => `- Day ${number}: ${topicOf(outline, number) ?? ''}`);
    return `${context.goal ? `Your plan for **${context.goal}**` : 'Your plan'}, the next days:\n\n${lines.join('\n')}`;
  }
  return undefined;
}

function whereInPlan(outline: PlanOutline | undefined, topicName: string): string {
  const entry = Object.entries(outline ?? {}).find(([, value]) => value.topicName === topicName);
  return entry ? ` (day ${entry[0]} of your plan)` : '';
}

function capabilities(context: AssistantContext): string {
  const today = context.day ? topicOf(context.outline, context.day) : undefined;
  const example = today ? `“explain ${today.split(/[:(]/)[0]?.trim() ?? today}”` : '“what is a closure?”';
  return [
    `I'm your learning assistant${context.goal ? ` for **${context.goal}**` : ''}. I can help with:`,
    `- concepts from your plan, e.g. ${example}`,
    '- your plan: “what is on day 5?”, “what’s next?”',
    '- study habits: “how do I stay consistent?”, “I fell behind, what now?”',
  ].join('\n');
}

/**
 * The offline assistant: the learner's plan from its outline, study guidance, and concepts answered from
 * the learner's curricula (then the whole library) by retrieval, saying where each answer comes from.
 * When nothing matches it says so and what it can help with, never an unrelated passage.
 */
export function offlineAssistantReply(input: AssistantInput): string {
  const { message } = input;
  if (GREETING.test(message))
    return `Hello! ${capabilities(input)}`;
  if (THANKS.test(message)) return "You're welcome! Ask me whenever you're stuck: small questions early save hours later.";
  if (CAPABILITIES.test(message)) return capabilities(input);
  const plan = planAnswer(input, message);
  if (plan) return plan;
  const advice = studyAdvice(message, input);
  if (advice) return advice;
  for (const hit of searchDays(message, 5, { tracks: input.tracks ?? [] })) {
    const [best] = searchPassages(passagesOf(hit.day.content.explanation), message, 1);
    if (!best) continue;
    return `${quote(best.passage)}\n\nThis comes from the lesson "${hit.day.content.topicName}" in the ${hit.day.trackTitle} track${whereInPlan(input.outline, hit.day.content.topicName)}. Next step: ${hit.day.content.exercise}`;
  }
  return `I don't have a good answer to that in my offline library, and I'd rather say so than guess.\n\n${capabilities(input)}`;
}
