import type { QuizItem } from '@pathwise/contract';
import { tracks as library } from './curricula';
import { gradeByCriteriaWithFeedback, gradeOpenAnswer, type Criterion } from './open-grading';
import { gradeWithKeyPoints, type RubricResult } from './rubric';
import { findQuizItem, searchDays, type DayHit } from './search';
import { plainTerms, queryTerms, share, termSet, terms } from './terms';
import { idf, weightedCoverage } from './vocabulary';

export interface CrossQuestion {
  question: string;
  /** Reference answer and key points the answer is graded by. */
  rubric: QuizItem;
  source: 'curated' | 'generic';
}

/** Probing questions about any topic, each with key points a grader can look for. */
const GENERIC: ReadonlyArray<{
  question: (topic: string) => string;
  pattern: RegExp;
  answer: (topic: string) => string;
  keyPoints: (topic: string) => string[];
  /** How a strong answer shows each key point (see gradeByCriteria). */
  criteria: readonly Criterion[];
}> = [
  {
    question: (t) => `In your own words, what is ${t}, and what problem does it solve?`,
    pattern: /^In your own words, what is (.+), and what problem does it solve\?$/,
    answer: (t) =>
      `It defines ${t} in plain words, names the problem it solves (what is hard or impossible without it), and grounds both in one concrete example.`,
    keyPoints: (t) => [`what ${t} is`, 'the problem it solves', 'an example'],
    criteria: [
      /\b(is|are|means?|refers? to|involves?|consists? of|describes?)\b/i,
      /\b(so (that|you|we|people|it)|in order to|lets?|allows?|helps?|enables?|without (it|them)|used (to|for)|useful|purpose|benefit|avoids?|prevents?|instead of|saves?|makes? it possible|gives?|protects?|because|needs?)\b/i,
      /\b(for example|for instance|e\.g\.|such as|say you|imagine|like a|like when)\b|\d/i,
    ],
  },
  {
    question: (t) => `Walk through a small worked example of ${t} step by step. What happens at each step?`,
    pattern: /^Walk through a small worked example of (.+) step by step\. What happens at each step\?$/,
    answer: (t) =>
      `It picks one small, concrete example of ${t}, goes through it in order (first, then, finally), and says what each step produces and why.`,
    keyPoints: (t) => [`an example of ${t}`, 'the steps in order', 'the result of each step'],
    criteria: [
      /\b(take|say|for example|for instance|imagine|e\.g\.|suppose|such as)\b|\d|`/i,
      /\b(first|firstly|then|next|after that|afterwards|finally|lastly|second|third|step \d)\b/i,
      /\b(results?|produces?|returns?|gives?|yields?|shows?|tells?|so (that|you|the)|which (gives|makes|shows|tells|means|produces)|ends? up|now|outputs?|get)\b|→|->/i,
    ],
  },
  {
    question: (t) => `What is a common mistake people make with ${t}, and how would you notice and fix it?`,
    pattern: /^What is a common mistake people make with (.+), and how would you notice and fix it\?$/,
    answer: (t) =>
      `It names one specific mistake made with ${t}, the symptom that shows it (an error, a wrong result), and the fix or the habit that avoids it.`,
    keyPoints: () => ['a specific mistake', 'how you notice it', 'how to fix it'],
    criteria: [
      /\b(often|forget\w*|too (much|many|early|late|little|long|fast|soon)|not|never|skip\w*|wrong\w*|confus\w*|assum\w*|mix(es|ing)? up|leav(e|es|ing)|tak(e|es|ing)|us(e|es|ing)|miss\w*)\b/i,
      /\b(notice|see|spot|signs?|symptoms?|shows?|you('ll| will)? (get|find)|errors?|fails?|look for|when|feels?|hears?|appears?)\b/i,
      /\b(fix|instead|make sure|always|should|remember to|avoid|prevent|add|remove|switch|replace|by)\b/i,
    ],
  },
  {
    question: (t) => `How would you check that your work with ${t} is correct?`,
    pattern: /^How would you check that your work with (.+) is correct\?$/,
    answer: (t) =>
      `It describes a concrete check for ${t} (a test, a measurement, a comparison with a known answer), the result to expect, and what to do when the check fails.`,
    keyPoints: () => ['a concrete check or test', 'the result you expect', 'what you do if it fails'],
    criteria: [
      /\b(tests?|check|measure|compare|verify|inspect|look (for|at)|open|run|count|weigh|time|record|ask)\b/i,
      /\b(expect|should|if you see|you see|means|shows|equals?|match(es)?|at least|within|is (working|right|laying))\b/i,
      /\b(if (it|they|there|not|the)|otherwise|when it (doesn'?t|fails)|if none|if no|fails?|else|fix|retry|redo|change|replace|requeen\w*)\b/i,
    ],
  },
  {
    question: (t) => `Compare ${t} with an alternative approach. When would you choose each, and why?`,
    pattern: /^Compare (.+) with an alternative approach\. When would you choose each, and why\?$/,
    answer: (t) =>
      `It names a real alternative to ${t}, says in which situation each is the better choice, and gives the reason: the trade-off (speed, cost, simplicity, risk) behind the choice.`,
    keyPoints: () => ['a named alternative', 'when to choose each', 'the reason or trade-off'],
    criteria: [
      /\b(compared (with|to)|versus|vs\.?|instead|alternatives?|whereas|while|unlike|rather than|or)\b/i,
      /\b(when|if|for (a|an|small|large|people)|suits?|choose|pick|prefer|better for|best for)\b/i,
      /\b(because|since|so|as it|trade-?off|cheaper|faster|easier|simpler|safer|more|less|costs?|lighter|heavier)\b/i,
    ],
  },
];

export const GENERIC_REFERENCE_LABEL = 'A strong answer';

/** The topic a learner typed (or the first line of pasted lesson text), without Markdown. */
export function topicOf(lessonContent: string): string {
  const firstLine = lessonContent.split('\n').find((line) => line.trim()) ?? '';
  return (
    firstLine
      .replace(/^#+\s*|\*\*/g, '')
      .replace(/[.?!:;]+$/, '')
      .trim()
      .slice(0, 80) || 'this topic'
  );
}

function genericQuestions(topic: string): CrossQuestion[] {
  return GENERIC.map((entry) => ({
    question: entry.question(topic),
    rubric: {
      question: entry.question(topic),
      answer: entry.answer(topic),
      keyPoints: entry.keyPoints(topic),
    },
    source: 'generic',
  }));
}

interface GenericRubric {
  item: QuizItem;
  topic: string;
  criteria: readonly Criterion[];
}

function genericEntry(question: string): GenericRubric | undefined {
  for (const entry of GENERIC) {
    const topic = entry.pattern.exec(question.trim())?.[1];
    if (topic)
      return {
        item: { question: question.trim(), answer: entry.answer(topic), keyPoints: entry.keyPoints(topic) },
        topic,
        criteria: entry.criteria,
      };
  }
  return undefined;
}

/** The generic rubric behind a question we wrote for an unknown topic, recovered from its wording. */
export const genericRubric = (question: string): QuizItem | undefined => genericEntry(question)?.item;

/** Tracks whose title or an alias the topic names, as whole words ("sql" in "SQL joins"). */
function namedTracks(topic: string): Set<string> {
  const words = ` ${plainTerms(topic).join(' ')} `;
  const names = (track: (typeof library)[number]) => [track.title, ...track.aliases];
  return new Set(
    library
      .filter((track) =>
        names(track).some((name) => {
          const phrase = plainTerms(name).join(' ');
          return phrase.length > 0 && words.includes(` ${phrase} `);
        }),
      )
      .map((track) => track.id),
  );
}

/** The topic's words without the course's title ("useState", "props" of "React useState and props"). */
function subjectOf(topic: string, named: ReadonlySet<string>): string[] {
  const course = new Set(
    library.filter((track) => named.has(track.id)).flatMap((track) => plainTerms(track.title)),
  );
  const all = plainTerms(topic);
  const rest = all.filter((word) => !course.has(word));
  return rest.length > 0 ? rest : all;
}

/**
 * Curated days that are about what the learner typed, best first. For a short topic: days that cover
 * most of its meaning, or name its most telling term ("overfitting" in "machine learning overfitting")
 * in their title or quiz; days whose title names the topic win. For pasted lesson text: days whose
 * topic name it mentions.
 */
function matchingDays(lessonContent: string, tracks: readonly string[]): DayHit[] {
  const wanted = queryTerms(lessonContent);
  if (wanted.length === 0) return [];
  const hits = searchDays(lessonContent, 16, { tracks });
  if (wanted.length > 8) {
    const content = termSet(lessonContent);
    return hits.filter((hit) => share(terms(hit.day.content.topicName), content) >= 0.5);
  }
  // The course the topic names ("React" in "React useState and props") teaches it; a course that only
  // uses it ("typing React props" in TypeScript) asks about something else. What is left of the topic
  // once the course is named ("useState", "props") is what the days must be about.
  const named = namedTracks(lessonContent);
  const subject = subjectOf(lessonContent, named);
  const telling = wanted.reduce((best, term) => (idf(term) > idf(best) ? term : best));
  const scored = hits.map((hit, rank) => {
    const day = hit.day.content;
    const mentioned = termSet(`${day.topicName} ${day.quiz.map((q) => q.question).join(' ')}`);
    const coverage = weightedCoverage(wanted, termSet(`${day.topicName} ${day.explanation}`));
    // How squarely the day is about the topic: its title, then how many of its quiz questions name it.
    const asked = day.quiz.map((item) => share(subject, new Set(plainTerms(item.question))));
    const title = share(subject, new Set(plainTerms(day.topicName)));
    // A day about one part of a two-part topic ("props" of "useState and props") is relevant too.
    const relevant =
      coverage >= 0.75 || (mentioned.has(telling) && coverage >= 0.4) || (title > 0 && coverage >= 0.5);
    return {
      hit,
      rank,
      relevant,
      title,
      focus: title + asked.reduce((sum, value) => sum + value, 0) / asked.length,
    };
  });
  const relevant = scored.filter((entry) => entry.relevant);
  const inNamed = relevant.filter((entry) => named.has(entry.hit.day.trackId));
  const pool = inNamed.length > 0 ? inNamed : relevant;
  // Days whose title names the topic beat days that only mention it; with none, any relevant day will do.
  const titled = pool.filter((entry) => entry.title > 0);
  return (titled.length > 0 ? titled : pool)
    .sort((a, b) => b.focus - a.focus || a.rank - b.rank)
    .map((entry) => entry.hit);
}

/** The days that each add a part of the topic to their titles, in rank order ("props", then "useState"). */
function partDays(topic: string, days: readonly DayHit[]): DayHit[] {
  const wanted = new Set(subjectOf(topic, namedTracks(topic)));
  const covered = new Set<string>();
  const parts: DayHit[] = [];
  for (const hit of days) {
    const fresh = plainTerms(hit.day.content.topicName).filter(
      (word) => wanted.has(word) && !covered.has(word),
    );
    if (fresh.length === 0) continue;
    for (const word of fresh) covered.add(word);
    parts.push(hit);
  }
  return parts;
}

/**
 * Cross-questions with their rubrics: the quiz items of the curriculum days that match the topic (best
 * day first), topped up with probing questions; for a topic the library does not cover, probing
 * questions about it whose key points follow from the question.
 */
export function offlineQuestionItems(
  lessonContent: string,
  count = 5,
  options: { tracks?: readonly string[] } = {},
): CrossQuestion[] {
  const wanted = Math.max(3, count);
  const generic = genericQuestions(topicOf(lessonContent));
  const ranked = matchingDays(lessonContent, options.tracks ?? []);
  const days = [
    ...ranked.slice(0, 3),
    ...partDays(lessonContent, ranked).filter((hit) => !ranked.slice(0, 3).includes(hit)),
  ];
  if (days.length === 0) return generic.slice(0, wanted);
  const curated: CrossQuestion[] = [];
  const seen = new Set<string>();
  const add = (item: QuizItem) => {
    if (seen.has(item.question)) return;
    seen.add(item.question);
    curated.push({ question: item.question, rubric: item, source: 'curated' });
  };
  // A two-part topic ("useState and props") whose parts are taught on different days: questions from
  // each in turn, so neither part is left out. Otherwise the best day's questions come first.
  const parts = partDays(lessonContent, days);
  const longest = Math.max(...parts.map((hit) => hit.day.content.quiz.length));
  for (let index = 0; parts.length > 1 && index < longest; index += 1)
    for (const hit of parts) {
      const item = hit.day.content.quiz[index];
      if (item) add(item);
    }
  for (const hit of days) for (const item of hit.day.content.quiz) add(item);
  return [...curated, ...generic.slice(1)].slice(0, wanted);
}

/**
 * Rubric feedback for one answer: against the given rubric, else the curated quiz item or the generic
 * rubric the question's wording identifies, else an honest open assessment.
 */
export function offlineEvaluate(question: string, userAnswer: string, rubric?: QuizItem): RubricResult {
  const generic = genericEntry(question);
  const item = rubric ?? findQuizItem(question) ?? generic?.item;
  if (!item) return gradeOpenAnswer(question, userAnswer);
  // A generic rubric describes a strong answer rather than giving one: graded by what the answer does.
  if (generic && item.answer === generic.item.answer)
    return gradeByCriteriaWithFeedback(
      generic.item,
      generic.topic,
      generic.criteria,
      userAnswer,
      GENERIC_REFERENCE_LABEL,
    );
  return gradeWithKeyPoints(item, userAnswer);
}
