import { GOOD_ANSWER_SCORE, type QuizItem } from '@pathwise/contract';
import { bagOf, contradiction, ownForms, wantedOf, weightedShare, type Bag } from './grading-terms';
import { englishPart, writtenIn } from './language';
import { findQuizItem } from './search';
import { isInstruction, isNotAnAnswer } from './turns';

export interface RubricResult {
  score: number;
  feedback: string;
  /** The rubric's key points the answer got and those it missed, when graded against key points. */
  covered?: string[];
  missing?: string[];
}

/**
 * 'restated': the answer only hands the question's words back. 'instruction': aimed at the grader.
 * 'contradicts': it says the rubric's words the other way round ("should not divide" for "divide").
 * 'misconception': it makes a mistake the lesson names.
 */
export type GradeLevel =
  | 'complete'
  | 'partial'
  | 'weak'
  | 'restated'
  | 'off-topic'
  | 'empty'
  | 'instruction'
  | 'contradicts'
  | 'misconception';

export interface Grade {
  /** 0..10. */
  score: number;
  /** Why the answer is wrong, when it makes a misconception the lesson names. */
  misconception?: string;
  level: GradeLevel;
  covered: string[];
  missing: string[];
}

/** The share of an answer's match with the rubric that may be said the other way round before it contradicts it. */
const CONTRADICTION = 0.3;
/** How much of a named misconception an answer must say (more than of the model answer) to be taken for it. */
const MISCONCEPTION = 0.6;
/** The same for one key point: most of what the answer matches of it is said the other way round. */
const POINT_CONTRADICTION = 0.4;

/** The share of the model answer (in its own words) above which every key point gets half a credit more. */
const LENIENT = 0.4;
/** ...for an answer that says that much in at least this many words of its own (a one-liner stays partial). */
const LENIENT_WORDS = 6;

/** Lowest score of the good band: an answer there is right, and the tutor moves on (the lesson's quiz counts by it too). */
const GOOD_SCORE = GOOD_ANSWER_SCORE;

/**
 * How much of a key point an answer carries: 1 when it has at least 60% of the point's meaning (terms
 * weighted by how telling they are), 0.5 from 40%. Words the question already uses count half, and
 * the point's other words must be at least half there: "annotate" alone shows no understanding of a
 * question that asks why we annotate. A point made only of the question's words is carried by the
 * answer's grasp of the reference instead.
 */
function pointCredit(point: string, others: Bag, have: Bag, asked: Bag, reference: number): number {
  const wanted = wantedOf(point, asked);
  const fresh = wanted.filter((entry) => !entry.echoed);
  if (fresh.length === 0) return reference >= 0.75 ? 1 : reference >= 0.5 ? 0.5 : 0;
  if (weightedShare(fresh, have) < 0.5) return 0;
  // What sets this point apart from the others must be there: "outer" alone can't cover two points.
  const distinct = fresh.filter((entry) => !others.forms.has(entry.form));
  const apart = distinct.length > 0 ? weightedShare(distinct, have) : 1;
  if (apart < 0.3) return 0;
  const share = weightedShare(wanted, have, 0.5);
  const credit = share >= 0.6 ? 1 : share >= 0.4 ? 0.5 : 0;
  return apart < 0.5 ? Math.min(credit, 0.5) : credit;
}

const tokens = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

function commonSubsequence(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const row = [0];
    for (let j = 0; j < b.length; j += 1)
      row.push(x === b[j] ? previous[j]! + 1 : Math.max(previous[j + 1]!, row[j]!));
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/**
 * Some references are made of the question's own words in a new order or with values filled in (a
 * rewrite as a comprehension, the order of SQL clauses, the ranks of 10, 10, 8). An answer made of
 * the question's words is right there when it follows the reference token by token.
 */
function restatesReference(item: QuizItem, answer: string): boolean {
  const reference = tokens(item.answer);
  return reference.length > 0 && commonSubsequence(tokens(answer), reference) / reference.length >= 0.8;
}

const result = (score: number, level: GradeLevel, covered: string[], missing: string[]): Grade => ({
  score,
  level,
  covered,
  missing,
});

/**
 * Grades an answer against a rubric by meaning: key points matched with word forms and synonyms folded
 * and in any order, plus closeness to the reference answer. Only what the answer adds to the question
 * counts, so restating the question scores low; empty, off-topic answers and instructions to the
 * grader score 0-1. One key point of three is partial (4-6); most of them is good (7+).
 */
export function grade(item: QuizItem, written: string): Grade {
  // A Hinglish answer is graded on its English words, like an English one, wherever it is graded.
  const answer = writtenIn(written) === 'english' ? written : englishPart(written) || written;
  const all = item.keyPoints;
  if (isInstruction(answer)) return result(0, 'instruction', [], [...all]);
  const have = bagOf(answer);
  if (have.forms.size === 0 || (isNotAnAnswer(answer) && have.forms.size < 4))
    return result(0, 'empty', [], [...all]);
  const asked = bagOf(item.question);
  const own = ownForms(have, asked);
  // The curated item behind the rubric (the same question and model answer): its accepted answers and
  // the misconceptions learners bring to it, written with the lesson.
  const curated = findQuizItem(item.question);
  const extras = curated?.answer === item.answer ? curated : undefined;
  const closeness = (text: string) =>
    weightedShare(
      wantedOf(text, asked).filter((entry) => !entry.echoed),
      own,
    );
  const reference = Math.max(closeness(item.answer), ...(extras?.accepts ?? []).map(closeness));
  const mistaken = (extras?.misconceptions ?? []).find(
    (entry) => closeness(entry.answer) >= MISCONCEPTION && closeness(entry.answer) > reference,
  );
  const credits = all.map((point, index) => {
    if (reference >= 0.75) return 1;
    const others = bagOf(all.filter((_, other) => other !== index).join(' '));
    const credit = pointCredit(point, others, have, asked, reference);
    // An answer that says most of the model answer in its own words earns the benefit of the doubt.
    return reference >= LENIENT && own.forms.size >= LENIENT_WORDS ? Math.min(1, credit + 0.5) : credit;
  });
  const covered = all.filter((_, index) => credits[index] === 1);
  const missing = all.filter((_, index) => credits[index] !== 1);
  // Said the other way round: across the whole rubric, or one key point mostly ("should not divide").
  const stated = [item.answer, ...all].flatMap((text) => wantedOf(text, asked));
  const against = all.map((point) => contradiction(wantedOf(point, asked), have, stated));
  if (contradiction(stated, have) >= CONTRADICTION || against.some((share) => share >= POINT_CONTRADICTION)) {
    const kept = all.filter((_, index) => credits[index] === 1 && against[index] === 0);
    return result(
      Math.min(3, kept.length),
      'contradicts',
      kept,
      all.filter((point) => !kept.includes(point)),
    );
  }
  // Only an answer that carries under half of the key points is taken for the misconception: words shared
  // with a mistake ("INNER JOIN … rows … both tables") are no proof of it when the points are there.
  const carried = credits.reduce((sum, credit) => sum + credit, 0);
  if (mistaken && carried < all.length / 2)
    return { ...result(1, 'misconception', [], [...all]), misconception: mistaken.why };
  if (own.forms.size === 0) {
    if (restatesReference(item, answer)) return result(10, 'complete', [...all], []);
    return result(have.forms.size > 0 ? 1 : 0, 'restated', [], [...all]);
  }
  const earned = credits.reduce((sum, credit) => sum + credit, 0);
  if (earned === 0) {
    const topical = weightedShare(wantedOf(`${item.answer} ${all.join(' ')}`), have);
    if (reference < 0.15 && topical < 0.15)
      return result(own.forms.size > 3 ? 1 : 0, 'off-topic', [], [...all]);
    return result(
      Math.min(3, Math.round(10 * reference)),
      own.forms.size <= 1 ? 'restated' : 'weak',
      [],
      [...all],
    );
  }
  const fraction = earned / Math.max(1, all.length);
  const score = fraction >= 1 ? 10 : Math.round(2 + 8 * fraction);
  const level: GradeLevel = score >= GOOD_SCORE ? 'complete' : score >= 4 ? 'partial' : 'weak';
  return result(score, level, covered, missing);
}

const quoted = (items: readonly string[]) => {
  const marks = items.map((item) => `“${item}”`);
  return marks.length <= 1 ? (marks[0] ?? '') : `${marks.slice(0, -1).join(', ')} and ${marks.at(-1) ?? ''}`;
};

/** The feedback sentences for a grade: what was right, what is missing. */
export function feedbackLines(graded: Grade, item: QuizItem): string[] {
  const { covered, missing } = graded;
  const all = item.keyPoints;
  switch (graded.level) {
    case 'empty':
      return [
        "You haven't answered this one yet, and that's fine: it shows what to review.",
        `A complete answer covers ${quoted(all)}.`,
      ];
    case 'instruction':
      return [
        'That reads as an instruction to the grader rather than an answer, so it earns no marks: only answers are graded.',
        `A complete answer covers ${quoted(all)}.`,
      ];
    case 'restated':
      return [
        'Your answer repeats the words of the question without explaining anything of its own.',
        `A complete answer goes further and covers ${quoted(all)}.`,
      ];
    case 'misconception':
      return [
        `That's a common mix-up: ${graded.misconception ?? ''}`,
        `A complete answer covers ${quoted(all)}.`,
      ];
    case 'contradicts':
      return [
        'Your answer uses the right words but says the opposite of what the lesson says.',
        `Check this again: ${quoted(missing.length > 0 ? missing : all)}.`,
      ];
    case 'off-topic':
      return [
        "Your answer doesn't yet address what this question asks: it seems to be about something else.",
        `The question asks for ${quoted(all)}.`,
      ];
    default:
      if (missing.length === 0) return [`Excellent: your answer covers every key point, ${quoted(covered)}.`];
      if (covered.length > 0)
        return [
          `${graded.level === 'complete' ? 'Well done' : 'Good start'}: you got ${quoted(covered)} right.`,
          `What is missing: a complete answer also covers ${quoted(missing)}.`,
        ];
      return [
        graded.level === 'partial'
          ? 'You are on the right track, but no key point is fully there yet.'
          : "Not quite: your answer doesn't yet cover the key ideas.",
        `What is missing: a complete answer covers ${quoted(missing)}.`,
      ];
  }
}

/**
 * Feedback for one answer against a quiz item, in full sentences: what was right, what is missing and
 * the reference, never a bare right/wrong. `referenceLabel` names the reference ("Model answer", or
 * "A strong answer" for rubrics derived from a topic rather than written by hand).
 */
export function gradeWithKeyPoints(
  item: QuizItem,
  answer: string,
  options: { referenceLabel?: string } = {},
): RubricResult {
  const graded = grade(item, answer);
  const label = options.referenceLabel ?? 'Model answer';
  // One idea per line: screens render the feedback as Markdown, where a newline is a line break.
  return {
    score: graded.score,
    feedback: [...feedbackLines(graded, item), `${label}: ${item.answer}`].join('\n'),
    covered: graded.covered,
    missing: graded.missing,
  };
}
