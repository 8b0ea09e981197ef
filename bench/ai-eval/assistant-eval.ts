/**
 * The learning assistant's evaluation sets (assistant-questions.json, concept-questions.json: the tuning
 * part) and how a reply is scored. Used by run-assistant.ts (figures and every miss) and by the API's
 * test, which holds the offline engine to the goals: product and plan facts right, off-topic questions
 * declined, and no unrelated passage as an answer. The held-out part (held-out/assistant.json) is
 * written by someone else and never tuned on: it is only loaded and scored, never read here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlanOutline } from '@pathwise/contract';
import { productFacts } from '@pathwise/contract/product-facts';

/** A fact a reply must state: one phrase, or any one of several. */
type Fact = string | string[];

interface Learner {
  goal: string;
  day: number;
  completedDays: number[];
  streak: number;
  premium: boolean;
  trialDaysLeft: number;
  topics: Record<string, string>;
}

export interface AssistantCase {
  /** off-topic: the reply must be a polite decline, with no lesson passage and no product fact. */
  intent: 'product' | 'plan' | 'advice' | 'smalltalk' | 'off-topic';
  /** The case's name; also the message unless `message` is set. */
  question: string;
  message?: string;
  facts: Fact[];
  /** "tuning" marks the cases added for issue 40, so their figure can be reported on its own. */
  set?: string;
}

export interface ConceptCase {
  question: string;
  /** Patterns of the lesson topics a right answer may quote. */
  topics?: string[];
  facts?: Fact[];
  /** The library has no answer: the reply must say so and quote nothing. */
  unknown?: boolean;
  /** The library may not have the answer: an honest "I don't know" counts as right. */
  unknownOk?: boolean;
  set?: string;
}

const here = import.meta.dirname;
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(here, file), 'utf8')) as T;

export function loadAssistantSet() {
  return read<{ learner: Learner; questions: AssistantCase[] }>('assistant-questions.json');
}

export function loadConceptSet() {
  return read<{ questions: ConceptCase[] }>('concept-questions.json').questions;
}

/** The learner the plan and progress questions are about: a 30-day React plan on day 6. */
export function learnerContext(learner: Learner, now: Date) {
  const outline: PlanOutline = {};
  for (let day = 1; day <= 30; day += 1)
    outline[String(day)] = {
      topicName: learner.topics[String(day)] ?? `React practice, part ${String(day)}`,
      quiz: ['What did you build today?'],
      project: 'Adds one feature to the habit tracker.',
      exercise: 'Extend the example with one more case.',
    };
  return {
    goal: learner.goal,
    tracks: ['react'],
    outline,
    day: learner.day,
    progress: { completedDays: learner.completedDays, streak: learner.streak, totalDays: 30 },
    // An hour short of whole days, so "days left" rounds to trialDaysLeft.
    access: {
      premium: learner.premium,
      trialEndsAt: new Date(now.getTime() + learner.trialDaysLeft * 86_400_000 - 3_600_000),
    },
    now,
  };
}

function placeholders(learner: Learner): Record<string, string> {
  const topic = (day: number) => learner.topics[String(day)] ?? '';
  return {
    goal: learner.goal,
    day: String(learner.day),
    todayTopic: topic(learner.day),
    nextDay: String(learner.day + 1),
    nextTopic: topic(learner.day + 1),
    day7Topic: topic(7),
    completed: String(learner.completedDays.length),
    totalDays: '30',
    daysLeft: String(30 - learner.completedDays.length),
    streak: String(learner.streak),
    trialDaysLeft: String(learner.trialDaysLeft),
  };
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The lesson a reply quotes, by the citation every offline passage answer carries. */
export const quotedLesson = (reply: string) => /\blesson "([^"]+)"/.exec(reply)?.[1];

/** The assistant's polite refusal of a question outside learning and Pathwise. */
const DECLINE =
  /\boutside what i can help with\b|\bi can'?t help with that\b|\bnot something i can help with\b/i;

const DONT_KNOW =
  /\b(don't|do not) (know|have a (good|reliable) answer)|\bnot sure\b|\bno (good|reliable) answer\b/i;

const normalised = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/\*\*/g, '');

/** The facts a reply does not state. */
function missingFacts(reply: string, facts: readonly Fact[], values: Record<string, string> = {}): string[] {
  const text = normalised(reply);
  return facts
    .map((fact) => (Array.isArray(fact) ? fact : [fact]).map((phrase) => fill(phrase, values)))
    .filter((options) => !options.some((phrase) => text.includes(normalised(phrase))))
    .map((options) => options.join(' | '));
}

export interface Outcome {
  question: string;
  intent: string;
  right: boolean;
  /** A lesson passage offered as the answer to a question it does not answer. */
  unrelatedPassage: boolean;
  why: string;
  reply: string;
}

/** Whether a reply states a product fact (an off-topic question must not get one). */
const statesProductFact = (reply: string) => productFacts.some((fact) => reply.includes(fact.answer));

/** An off-topic question is answered right by a decline that quotes no lesson and states no product fact. */
function scoreOffTopic(testCase: AssistantCase, reply: string): Outcome {
  const quoted = quotedLesson(reply);
  const declined = DECLINE.test(normalised(reply));
  const fact = statesProductFact(reply);
  return outcome(testCase, reply, quoted, [
    declined ? '' : 'did not decline',
    fact ? 'stated a product fact' : '',
  ]);
}

/** A reply's outcome: right when nothing is wrong with it; a quoted lesson is always wrong here. */
function outcome(
  testCase: AssistantCase,
  reply: string,
  quoted: string | undefined,
  problems: string[],
): Outcome {
  const why = [...problems, quoted ? `quoted the lesson "${quoted}"` : ''].filter(Boolean).join('; ');
  return {
    question: testCase.question,
    intent: testCase.intent,
    right: !why,
    unrelatedPassage: Boolean(quoted),
    why,
    reply,
  };
}

export function scoreAssistant(testCase: AssistantCase, reply: string, learner: Learner): Outcome {
  if (testCase.intent === 'off-topic') return scoreOffTopic(testCase, reply);
  const missing = missingFacts(reply, testCase.facts, placeholders(learner));
  return outcome(testCase, reply, quotedLesson(reply), [
    missing.length ? `missing: ${missing.join('; ')}` : '',
  ]);
}

/**
 * A concept reply is right when it quotes a lesson on the topic and states the facts, or (for a question
 * the library cannot answer) says it does not know and quotes nothing. With a provider, which cites no
 * lessons, the facts decide.
 */
export function scoreConcept(testCase: ConceptCase, reply: string, mode: 'offline' | 'provider'): Outcome {
  const quoted = quotedLesson(reply);
  // A polite decline of an off-topic question is as honest as "I don't know".
  const saysUnknown = DONT_KNOW.test(normalised(reply)) || DECLINE.test(normalised(reply));
  const onTopic =
    quoted !== undefined && (testCase.topics ?? []).some((pattern) => new RegExp(pattern, 'i').test(quoted));
  const missing = missingFacts(reply, testCase.facts ?? []);
  const base = { question: testCase.question, intent: testCase.unknown ? 'unknown' : 'concept', reply };
  if (testCase.unknown) {
    const right = !quoted && saysUnknown;
    return {
      ...base,
      right,
      unrelatedPassage: Boolean(quoted),
      why: right ? '' : quoted ? `quoted "${quoted}"` : 'did not say it does not know',
    };
  }
  if (quoted && !onTopic)
    return { ...base, right: false, unrelatedPassage: true, why: `quoted the unrelated lesson "${quoted}"` };
  if (!quoted && saysUnknown)
    return {
      ...base,
      right: Boolean(testCase.unknownOk),
      unrelatedPassage: false,
      why: testCase.unknownOk ? '' : 'said it does not know',
    };
  if (mode === 'offline' && !quoted)
    return { ...base, right: false, unrelatedPassage: false, why: 'no passage quoted' };
  return {
    ...base,
    right: missing.length === 0,
    unrelatedPassage: false,
    why: missing.length ? `missing: ${missing.join('; ')}` : '',
  };
}

export interface SetReport {
  name: string;
  total: number;
  right: number;
  unrelatedPassages: number;
  misses: Outcome[];
}

export const accuracy = (report: SetReport) => (report.total === 0 ? 0 : (100 * report.right) / report.total);

export function report(name: string, outcomes: readonly Outcome[]): SetReport {
  return {
    name,
    total: outcomes.length,
    right: outcomes.filter((outcome) => outcome.right).length,
    unrelatedPassages: outcomes.filter((outcome) => outcome.unrelatedPassage).length,
    misses: outcomes.filter((outcome) => !outcome.right),
  };
}

/** Something that answers a learner's message in a context (the offline engine, or a provider). */
export type Ask = (
  message: string,
  context: ReturnType<typeof learnerContext> | undefined,
) => Promise<string>;

const byIntent = (outcomes: readonly Outcome[], intent: string) =>
  outcomes.filter((outcome) => outcome.intent === intent);

/** The figures issue 40 asks for, each on its own: product, concept (with the unknowns) and off-topic. */
function splitReports(assistant: readonly Outcome[], concepts: readonly Outcome[], label = '') {
  return {
    product: report(`${label}product questions`, byIntent(assistant, 'product')),
    concept: report(`${label}concept questions (incl. "I don't know")`, concepts),
    offTopic: report(`${label}off-topic questions`, byIntent(assistant, 'off-topic')),
  };
}

/** Runs both sets: assistant questions in the learner's context, concept questions too. */
export async function evaluateAssistant(ask: Ask, mode: 'offline' | 'provider', now = new Date()) {
  const { learner, questions } = loadAssistantSet();
  const context = learnerContext(learner, now);
  const assistant: Outcome[] = [];
  const added: Outcome[] = [];
  for (const testCase of questions) {
    const outcome = scoreAssistant(
      testCase,
      await ask(testCase.message ?? testCase.question, context),
      learner,
    );
    assistant.push(outcome);
    if (testCase.set === 'tuning') added.push(outcome);
  }
  const concepts: Outcome[] = [];
  const addedConcepts: Outcome[] = [];
  for (const testCase of loadConceptSet()) {
    const outcome = scoreConcept(testCase, await ask(testCase.question, context), mode);
    concepts.push(outcome);
    if (testCase.set === 'tuning') addedConcepts.push(outcome);
  }
  return {
    assistant: report('assistant questions', assistant),
    concepts: report('concept questions', byIntent(concepts, 'concept')),
    unknown: report('questions the library cannot answer', byIntent(concepts, 'unknown')),
    split: splitReports(assistant, concepts),
    /** The cases marked "set": "tuning" only. */
    added: splitReports(added, addedConcepts, 'new tuning cases: '),
  };
}

/** One question of the held-out set: the fields of both tuning files, with the intent saying which applies. */
export interface HeldOutCase {
  intent: 'product' | 'concept' | 'off-topic';
  question: string;
  message?: string;
  facts?: Fact[];
  topics?: string[];
  unknown?: boolean;
  unknownOk?: boolean;
}

export const HELD_OUT_FILE = path.join(here, 'held-out', 'assistant.json');

/** The held-out set, when someone has written it (undefined otherwise). Loaded for scoring only. */
export function loadHeldOutSet(file = HELD_OUT_FILE) {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as { learner: Learner; questions: HeldOutCase[] };
}

/** The held-out set scored as the tuning sets are, and reported on its own (undefined when absent). */
export async function evaluateHeldOut(
  ask: Ask,
  mode: 'offline' | 'provider',
  now = new Date(),
  file = HELD_OUT_FILE,
) {
  const set = loadHeldOutSet(file);
  if (!set) return undefined;
  const context = learnerContext(set.learner, now);
  const assistant: Outcome[] = [];
  const concepts: Outcome[] = [];
  for (const testCase of set.questions) {
    const reply = await ask(testCase.message ?? testCase.question, context);
    if (testCase.intent === 'concept') concepts.push(scoreConcept(testCase, reply, mode));
    else {
      const intent = testCase.intent === 'product' ? 'product' : 'off-topic';
      assistant.push(
        scoreAssistant({ ...testCase, intent, facts: testCase.facts ?? [] }, reply, set.learner),
      );
    }
  }
  return splitReports(assistant, concepts, 'held-out: ');
}
