import { tracks } from './curricula';

/**
 * Phrases that name a combination or a role rather than one technology. Matched before the tracks'
 * own aliases; the first track of a rule is the primary one (its 5-day project opens the plan).
 */
const ROLE_RULES: ReadonlyArray<{ pattern: RegExp; tracks: readonly string[] }> = [
  { pattern: /\bmern\b/, tracks: ['react', 'node-backend', 'sql-databases'] },
  { pattern: /\bmean stack\b|\bpern\b/, tracks: ['node-backend', 'sql-databases', 'react'] },
  { pattern: /\bfull[\s-]?stack\b/, tracks: ['react', 'node-backend', 'sql-databases'] },
  { pattern: /\bfront[\s-]?end\b/, tracks: ['web-basics', 'react'] },
  { pattern: /\bback[\s-]?end\b/, tracks: ['node-backend', 'sql-databases'] },
  { pattern: /\bdata scien(ce|tist)s?\b/, tracks: ['python', 'data-analysis', 'machine-learning'] },
  { pattern: /\bdata analysts?\b|\bbusiness analysts?\b/, tracks: ['data-analysis', 'sql-databases'] },
  {
    pattern:
      /\b(ai|ml|llm|gen ?ai|machine learning) engineer(ing)?\b|\bartificial intelligence\b|\bdeep learning\b/,
    tracks: ['machine-learning', 'python'],
  },
  {
    pattern:
      /\bproduct[\s-]?(based )?compan(y|ies)\b|\bfaang\b|\bmaang\b|\bcrack(ing)? (the |a |my )?(coding |tech(nical)? )?interviews?\b|\bplacements?\b|\bjob ready\b|\bsde\b/,
    tracks: ['dsa-interview'],
  },
  { pattern: /\bget (a|my first) (software |developer |dev |tech )?job\b/, tracks: ['dsa-interview'] },
  {
    pattern: /\b(mobile|android|ios|iphone)( app)?s?\b|\bapp developer\b|\bexpo\b/,
    tracks: ['react-native'],
  },
  {
    pattern: /\bsaas\b|\bstart[\s-]?up\b|\bfounder\b|\bmvp\b|\bindie hack(er|ing)\b/,
    tracks: ['startup-founder'],
  },
  {
    pattern: /\bui\s*\/?\s*ux\b|\bux\b|\bfigma\b|\bproduct design(er)?\b|\buser experience\b/,
    tracks: ['uiux-design'],
  },
  {
    pattern:
      /\bdevops\b|\bcloud\b|\baws\b|\bazure\b|\bgcp\b|\bdocker\b|\bkubernetes\b|\bk8s\b|\bterraform\b|\bsre\b/,
    tracks: ['devops-cloud'],
  },
  { pattern: /\bsql\b|\bdatabases?\b|\bpostgres(ql)?\b|\bmysql\b|\bmongo(db)?\b/, tracks: ['sql-databases'] },
];

/**
 * Single words that appear in some track's aliases but are too broad to choose a track alone
 * ("marketing" must not turn "Digital marketing" into the founder track).
 */
const AMBIGUOUS = new Set([
  'automation',
  'scripting',
  'website',
  'design',
  'data',
  'marketing',
  'growth',
  'business',
  'product',
  'server side',
  'problem solving',
  'coding basics',
  'landing page',
  'portfolio',
  'api',
  'app',
  'apps',
  'analytics',
  'modeling',
  'testing',
  'career',
  'interview',
  'statistics',
  'research',
  'py',
  'js',
  'launch',
  'hooks',
  'visualization',
  'rn',
  'spa',
  'indexes',
  'joins',
  'npm',
]);

/** Goals that name a field we have no curated track for, even though a keyword would match. */
const UNCOVERED = [/\bdigital marketing\b/, /\bseo\b/, /\bcontent marketing\b/, /\bsocial media marketing\b/];

export const MAX_TRACKS = 3;

export interface GoalMatch {
  /** Matched track ids, primary first; empty for a goal we have no curated track for. */
  trackIds: string[];
  /** The goal as a noun phrase for prose ("Learn Rust" → "Rust"). */
  subject: string;
}

export function normaliseGoal(goal: string): string {
  return goal
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9+#./\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrase = (keyword: string) => new RegExp(`(^|[^a-z0-9])${escape(keyword)}($|[^a-z0-9+#])`);

interface Candidate {
  id: string;
  start: number;
  end: number;
  score: number;
  /** Set for role-rule candidates: the rule's tracks. */
  rule?: readonly string[];
}

function keywordCandidates(goal: string): Candidate[] {
  const found: Candidate[] = [];
  for (const entry of tracks) {
    const phrases = [
      entry.id.replace(/-/g, ' '),
      entry.title.toLowerCase(),
      ...entry.aliases.map((k) => k.toLowerCase()),
    ];
    for (const keyword of new Set(phrases)) {
      if (AMBIGUOUS.has(keyword)) continue;
      const match = phrase(keyword).exec(goal);
      if (!match) continue;
      const start = match.index + (match[1]?.length ?? 0);
      found.push({ id: entry.id, start, end: start + keyword.length, score: keyword.length });
    }
  }
  return found;
}

/**
 * "react native" must not also select React, nor "mobile app design" the mobile track: a match lying
 * inside a longer match for another track is dropped (a rule keeps it when the longer match's track
 * is one of its own, as in "front end developer").
 */
function withoutShadowed(candidates: Candidate[]): Candidate[] {
  return candidates.filter(
    (candidate) =>
      !candidates.some(
        (other) =>
          other.id !== candidate.id &&
          !other.rule &&
          other.start <= candidate.start &&
          other.end >= candidate.end &&
          other.end - other.start > candidate.end - candidate.start &&
          !candidate.rule?.includes(other.id),
      ),
  );
}

/** Maps a free-text goal to up to three curated tracks, primary first, in the order the goal names them. */
export function matchGoal(goal: string): GoalMatch {
  const normalised = normaliseGoal(goal);
  const subject = goalSubject(goal);
  if (UNCOVERED.some((pattern) => pattern.test(normalised))) return { trackIds: [], subject };
  const known = new Set(tracks.map((entry) => entry.id));
  const candidates: Candidate[] = [];
  for (const rule of ROLE_RULES) {
    const match = rule.pattern.exec(normalised);
    if (!match) continue;
    const end = match.index + match[0].length;
    // Rule tracks keep their own order: a tiny offset per rank keeps them together.
    rule.tracks.forEach((id, rank) =>
      candidates.push({ id, start: match.index + rank / 100, end, score: 100, rule: rule.tracks }),
    );
  }
  candidates.push(...keywordCandidates(normalised));
  const ordered = withoutShadowed(candidates)
    .filter((candidate) => known.has(candidate.id))
    .sort((a, b) => a.start - b.start || b.score - a.score);
  const trackIds: string[] = [];
  for (const candidate of ordered) {
    if (!trackIds.includes(candidate.id)) trackIds.push(candidate.id);
  }
  return { trackIds: trackIds.slice(0, MAX_TRACKS), subject };
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
