import type { ChatTurn } from './conversation-types';
import { conceptAnswer } from './concept-answers';
import { englishPart, languageNote, writtenIn } from './language';
import { learnerAnswer, planOverviewAnswer, type LearnerData } from './learner-answers';
import { declineOffTopic, isOffTopic } from './off-topic';
import {
  ABOUT_ACCOUNT,
  factTokens,
  matchProductFacts,
  PRODUCT_WORDS,
  type FactMatch,
} from './product-answers';
import { studyAdvice } from './study-advice';
import { stems } from './text';

/** What the assistant knows about the learner: their goal and plan, where they are in it, progress and access. */
export interface AssistantContext extends LearnerData {
  /** Curated tracks behind the plan: searched first. */
  tracks?: readonly string[] | undefined;
}

export interface AssistantInput extends AssistantContext {
  history: readonly ChatTurn[];
  message: string;
}

export type AssistantIntent =
  'small-talk' | 'learner' | 'product' | 'off-topic' | 'advice' | 'concept' | 'unknown';

export interface AssistantAnswer {
  intent: AssistantIntent;
  text: string;
  /** The lesson a concept answer quotes. */
  source?: { trackId: string; topicName: string };
}

const GREETING = /^\s*(hi+|hey+|hello+|hiya|namaste|namaskar|good (morning|afternoon|evening)|yo)\b[\s!.]*$/i;
const THANKS =
  /^\s*(thanks?|thank you|thx|ty|great|awesome|cool|ok(ay)?|got it|nice|perfect|dhanyavaad|shukriya)\b[\s!.]*$/i;
const FAREWELL = /^\s*(bye|goodbye|see you|good night|later|cya)\b[\s!.]*$/i;
const HOW_ARE_YOU = /^\s*(how are you|how'?s it going|how do you do|kaise ho|what'?s up|sup)\b[\s!?.]*$/i;
const CAPABILITIES =
  /\b(what can you do|who are you|what are you|how can you help|what do you do|are you an? (bot|robot|human|person|ai|real person))\b/i;

const todayTopic = (context: AssistantContext) =>
  context.day ? context.outline?.[String(context.day)]?.topicName : undefined;

function capabilities(context: AssistantContext): string {
  const today = todayTopic(context);
  const example = today ? `“explain ${today.split(/[:(]/)[0]?.trim() ?? today}”` : '“what is a closure?”';
  return [
    `I'm your learning assistant${context.goal ? ` for **${context.goal}**` : ''}. I can help with:`,
    `- concepts from your plan, e.g. ${example}`,
    '- your plan and progress: “what is on day 5?”, “what’s next?”, “what is my streak?”',
    '- Pathwise itself: price, trial, refunds, reminders, certificates',
    '- study habits: “how do I stay consistent?”, “I fell behind, what now?”',
  ].join('\n');
}

function smallTalk(context: AssistantContext, message: string): string | undefined {
  if (GREETING.test(message)) return `Hello! ${capabilities(context)}`;
  if (THANKS.test(message))
    return "You're welcome! Ask me whenever you're stuck: small questions early save hours later.";
  if (FAREWELL.test(message))
    return 'Bye for now! Come back tomorrow for your next lesson, and keep the streak alive.';
  if (HOW_ARE_YOU.test(message)) return `I'm good and ready to help! ${capabilities(context)}`;
  if (CAPABILITIES.test(message)) return capabilities(context);
  return undefined;
}

function dontKnow(context: AssistantContext): string {
  const today = todayTopic(context);
  return [
    "I don't have a good answer to that in my offline library, and I'd rather say so than guess.",
    today
      ? `If it is about today's lesson (day ${String(context.day)}: ${today}), ask the tutor on the Tutor page: it answers from the lesson and can explain it step by step.`
      : 'If it is about a lesson, ask the tutor on the Tutor page: it answers from the lesson and can explain it step by step.',
    capabilities(context),
  ].join('\n\n');
}

/**
 * Whether a message that matches the knowledge base is about the product. It is when nothing is left once
 * the matched keywords and the words that name the product or its settings are taken out ("is pathwise
 * free?"); a question with a subject of its own ("how do I cancel a fetch request?") is a concept question.
 */
function onlyAboutProduct(matches: readonly FactMatch[], message: string): boolean {
  return factTokens(englishPart(message))
    .filter((word) => stems(word).length > 0)
    .every((word) => PRODUCT_WORDS.has(word) || matches.some((match) => match.words.has(word)));
}

/** A question about the learner's account or money that no fact covers: for us to answer, not a lesson. */
const ACCOUNT_UNKNOWN =
  "I don't have a reliable answer to that about your account or a payment, and I'd rather not guess. Please write to us from the Contact page (with your order or payment ID if it is about a payment) and a person will sort it out.";

const productAnswer = (matches: readonly FactMatch[]) =>
  matches.map((match) => match.fact.answer).join('\n\n');

/**
 * The offline assistant. It works out what is asked (small talk, the learner's plan and progress, the
 * product, study advice or a concept) and answers each from its source: the learner's data, the product
 * knowledge base shared with the landing page, study guidance, or the curated library with a confidence
 * cut-off. Below it, it says it doesn't know and where to go, never an unrelated passage.
 */
export function offlineAssistantAnswer(input: AssistantInput): AssistantAnswer {
  const language = writtenIn(input.message);
  const note = languageNote(language);
  const message = language === 'english' ? input.message.trim() : englishPart(input.message);
  const answer = (intent: AssistantIntent, text: string): AssistantAnswer => ({
    intent,
    text: `${note}${text}`,
  });

  const chat = smallTalk(input, message);
  if (chat) return answer('small-talk', chat);
  const mine = learnerAnswer(input, message);
  if (mine) return answer('learner', mine);
  // The whole message: Hindi words name product facts too.
  const facts = matchProductFacts(input.message);
  if (facts.length > 0 && (facts.some((match) => match.sure) || onlyAboutProduct(facts, input.message)))
    return answer('product', productAnswer(facts));
  if (isOffTopic(message)) return answer('off-topic', declineOffTopic(todayTopic(input)));
  if (facts.length === 0 && ABOUT_ACCOUNT.test(input.message)) return answer('product', ACCOUNT_UNKNOWN);
  const overview = planOverviewAnswer(input, message);
  if (overview) return answer('learner', overview);
  const advice = studyAdvice(message, input);
  if (advice) return answer('advice', advice);
  const concept = conceptAnswer(message, input);
  if (concept)
    return {
      ...answer('concept', concept.text),
      source: { trackId: concept.trackId, topicName: concept.topicName },
    };
  // A product word in a question that is about something else too ("do I have to renew every year?"):
  // the product answer, said as a guess, with the honest "I don't know" for the other reading.
  if (facts.length > 0)
    return answer(
      'product',
      `If you are asking about Pathwise: ${productAnswer(facts)}\n\nIf you meant something else, I don't have a good answer to that in my offline library; the tutor on the Tutor page can help with today's lesson.`,
    );
  return answer('unknown', dontKnow(input));
}

export function offlineAssistantReply(input: AssistantInput): string {
  return offlineAssistantAnswer(input).text;
}
