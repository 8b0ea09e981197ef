import { tracks } from './curricula';
import { GoalMatcher, type GoalUnderstanding } from './goal/understand';

export interface GoalMatch extends GoalUnderstanding {
  /** The goal as a noun phrase for prose ("Learn Rust" → "Rust"). */
  subject: string;
}

let matcher: GoalMatcher | undefined;

/** The goal read against the curated library: its tracks (primary first) and its context. */
export function understandGoal(goal: string): GoalUnderstanding {
  matcher ??= new GoalMatcher(tracks);
  return matcher.understand(goal);
}

/** Maps a free-text goal to up to three curated tracks, primary first, in the order the goal names them. */
export function matchGoal(goal: string): GoalMatch {
  return { ...understandGoal(goal), subject: goalSubject(goal) };
}

const LEADING_FILLER =
  /^(i\s+)?(really\s+)?(want|would like|wanna|need|plan|hope|am going|m going)?\s*(to\s+)?(learn(ing)?|master|study|understand|get (good|better) at|improve( at| in)?( my)?|start( with)?|become( an?)?|be( an?)?|learn how to|get into|pick up)\s+/i;
const TRAILING_FILLER = /\s+(in|within)\s+\d+\s+days?$|\s+from scratch$|\s+for beginners$|\s+fast$|[.!?]+$/i;

/** The goal as a noun phrase: filler removed, shouting (the web form upper-cases goals) toned down. */
export function goalSubject(goal: string): string {
  let subject = goal.trim().replace(/\s+/g, ' ');
  for (let pass = 0; pass < 2; pass += 1)
    subject = subject.replace(LEADING_FILLER, '').replace(TRAILING_FILLER, '');
  subject = subject.trim() || goal.trim();
  if (subject === subject.toUpperCase() && /[A-Z]/.test(subject)) {
    // Long words were words; short all-capital words are usually acronyms (AWS, SEO, 3D, UX).
    subject = subject
      .split(' ')
      .map((word) => (word.length > 4 ? word[0] + word.slice(1).toLowerCase() : word))
      .join(' ');
  }
  return subject.length > 60 ? `${subject.slice(0, 57).trimEnd()}...` : subject;
}
