import { splitContext } from './context';
import { normaliseGoal } from './normalise';
import { ROLE_RULES } from './roles';
import { Speller } from './spelling';
import { findUntaught, type UntaughtMention } from './untaught';

/** What the matcher knows of a track. */
export interface TrackEntry {
  id: string;
  title: string;
  aliases: readonly string[];
}

export const MAX_TRACKS = 3;

export interface GoalUnderstanding {
  /** Matched track ids, primary first, in the order the goal names them; empty when none covers it. */
  trackIds: string[];
  /** Context phrases that shaped nothing but the wording: "for accountants", "in 2 hours a day". */
  context: string[];
  /** Technologies the goal names that no curated course teaches, with their nearest courses. */
  untaught: UntaughtMention[];
}

/**
 * Words too broad to choose a track alone ("marketing" alone is a subject; "data" is not).
 * Aliases that equal one of these are skipped.
 */
const AMBIGUOUS = new Set([
  'data',
  'design',
  'app',
  'apps',
  'api',
  'web',
  'testing',
  'business',
  'launch',
  'product',
  'career',
  'interview',
  'research',
  'analytics',
  'automation',
  'scripting',
  'hooks',
  'website',
  'landing page',
  'portfolio',
  'statistics',
  'visualization',
  'server side',
  'coding basics',
  'problem solving',
  'cli',
  'ai',
]);

/**
 * Aliases that are everyday words too ("go deeper"): they name a track only as the whole goal or
 * beside a word that makes it a language ("go programming", "go lang").
 */
const STANDALONE = new Set(['go', 'swift', 'rust', 'dart', 'spring']);
const STANDALONE_CONTEXT =
  /\b(programming|language|lang|developer|development|backend|back end|for (backend|web|apis?|developers?)|and|basics)\b/;

const LEADING =
  /^(please |pls |plz )?(i |we )?(really )?((want|would like|wanna|need|plan|hope|am going|m going|have) )?(to )?(learn(ing)?|master(ing)?|study(ing)?|understand(ing)?|get (good|better) at|improve( at| in)?( my)?|start( with| learning)?|become( an?)?|be( an?)?|learn how to|how to|get into|pick up|teach me|help me( learn)?|know|practice|practise|upskill in|skill up in)\s+/;

interface Candidate {
  id: string;
  start: number;
  end: number;
  rule?: readonly string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class GoalMatcher {
  private readonly known: ReadonlySet<string>;
  private readonly phrases: ReadonlyArray<{ id: string; phrase: string; pattern: RegExp }>;
  private readonly speller: Speller;
  /** A goal that is exactly a track's title is that track alone (the "switch to this course" buttons send it). */
  private readonly byTitle: ReadonlyMap<string, string>;

  constructor(tracks: readonly TrackEntry[]) {
    this.known = new Set(tracks.map((track) => track.id));
    this.byTitle = new Map(tracks.map((track) => [normaliseGoal(track.title), track.id]));
    const phrases: Array<{ id: string; phrase: string; pattern: RegExp }> = [];
    const vocabulary = new Set<string>();
    for (const track of tracks) {
      const names = new Set(
        [track.id.replace(/-/g, ' '), track.title, ...track.aliases].map((name) => normaliseGoal(name)),
      );
      for (const phrase of names) {
        if (!phrase || AMBIGUOUS.has(phrase)) continue;
        phrase.split(' ').forEach((word) => vocabulary.add(word));
        phrases.push({
          id: track.id,
          phrase,
          pattern: new RegExp(`(^|[^a-z0-9.])${escape(phrase)}(?=$|[^a-z0-9+#])`, 'g'),
        });
      }
    }
    this.phrases = phrases;
    this.speller = new Speller(vocabulary);
  }

  understand(goal: string): GoalUnderstanding {
    const titled = this.byTitle.get(normaliseGoal(goal));
    if (titled) return { trackIds: [titled], context: [], untaught: [] };
    const parts = splitContext(normaliseGoal(goal));
    const inSubject = findUntaught(parts.subject);
    const inTool = parts.tool ? findUntaught(parts.tool) : { mentions: [], rest: '' };
    const untaught = [...inSubject.mentions, ...inTool.mentions];
    let subject = inSubject.rest;
    for (let pass = 0; pass < 2; pass += 1) subject = subject.replace(LEADING, '');
    // A broad field ("cloud", "data analyst") gives way to the untaught technology it would stand in for.
    const nearest = new Set(untaught.flatMap((mention) => mention.nearest));
    const toolIds = inTool.rest ? this.match(inTool.rest, [], nearest) : [];
    let trackIds = this.match(subject, [], nearest);
    // "Full stack with Next.js": the tool is the subject when the rest is only a role that gives way to it.
    if (trackIds.length === 0 || (toolIds.length > 0 && this.match(subject, toolIds, nearest).length === 0))
      trackIds = toolIds;
    // "Cloud computing with Azure": a subject wholly done in the untaught tool is not covered by its near courses.
    const toolNearest = new Set(inTool.mentions.flatMap((mention) => mention.nearest));
    if (trackIds.every((id) => toolNearest.has(id))) trackIds = [];
    return { trackIds, context: parts.context, untaught };
  }

  /** `alsoNamed`: tracks the goal names elsewhere, which make the broad role rules give way. */
  private match(text: string, alsoNamed: readonly string[], untaughtNearest: ReadonlySet<string>): string[] {
    const corrected = this.speller.correctText(text);
    const candidates = this.phraseCandidates(corrected);
    const named = new Set([...alsoNamed, ...candidates.map((candidate) => candidate.id)]);
    for (const rule of ROLE_RULES) {
      const found = rule.pattern.exec(corrected);
      if (!found) continue;
      if (rule.unless?.some((id) => named.has(id))) continue;
      if (untaughtNearest.has(rule.tracks[0] ?? '')) continue;
      const end = found.index + found[0].length;
      rule.tracks.forEach((id, rank) =>
        candidates.push({ id, start: found.index + rank / 100, end, rule: rule.tracks }),
      );
    }
    const ordered = withoutShadowed(candidates)
      .filter((candidate) => this.known.has(candidate.id))
      .sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
    const trackIds: string[] = [];
    for (const candidate of ordered) if (!trackIds.includes(candidate.id)) trackIds.push(candidate.id);
    return trackIds.slice(0, MAX_TRACKS);
  }

  private phraseCandidates(text: string): Candidate[] {
    const found: Candidate[] = [];
    const programming = STANDALONE_CONTEXT.test(text);
    for (const { id, phrase, pattern } of this.phrases) {
      if (STANDALONE.has(phrase) && text !== phrase && !programming) continue;
      pattern.lastIndex = 0;
      for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
        const start = match.index + (match[1]?.length ?? 0);
        found.push({ id, start, end: start + phrase.length });
      }
    }
    return found;
  }
}

/**
 * "react native" must not also select React: a match lying inside a longer match for another track is
 * dropped, and so is one that a match starting earlier runs into (a rule keeps it when the longer
 * match's track is one of its own, as in "front end developer").
 */
function withoutShadowed(candidates: Candidate[]): Candidate[] {
  return candidates.filter(
    (candidate) =>
      !candidates.some(
        (other) =>
          other.id !== candidate.id &&
          !other.rule &&
          !candidate.rule?.includes(other.id) &&
          (contains(other, candidate) || (!candidate.rule && overlapsFromLeft(other, candidate))),
      ),
  );
}

const contains = (outer: Candidate, inner: Candidate) =>
  outer.start <= inner.start && outer.end >= inner.end && outer.end - outer.start > inner.end - inner.start;

/** "python web development": "python web" and "web development" share a word; the phrase read first wins. */
const overlapsFromLeft = (left: Candidate, right: Candidate) =>
  left.start < right.start && left.end > right.start && left.end < right.end;
