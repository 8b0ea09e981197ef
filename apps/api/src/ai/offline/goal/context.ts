/**
 * Splits a normalised goal into what is to be learned and the context around it. "Kubernetes for
 * backend devs" is about Kubernetes: "backend devs" says who learns, not a second subject. So are
 * "for accountants", "in 2 hours a day", "from scratch" and, when the rest names a subject, "with
 * Python" (a tool to learn it with).
 */

const PEOPLE =
  '(devs?|developers?|engineers?|programmers?|coders?|accountants?|students?|beginners?|newbies|dummies|kids|children|teens?|teenagers|designers?|founders?|managers?|marketers?|analysts?|teachers?|doctors?|lawyers?|freshers?|graduates?|professionals?|people|startups?|businesses|small businesses|companies|teams?|women|girls|everyone|myself|me|us|non[- ]?tech(ies|nical people)?|working professionals|career switchers?|testers?|qa|hr|sales|ca|mba|b\\.?tech|bca|mca)';
const PURPOSES =
  '(my (job|work|startup|company|team|career|college|exams?|project|business|office)|(a |the )?(job|jobs|interviews?|placements?|exams?|work|office|business|career( switch| change)?|hackathons?|freelancing|promotion))';

const CONTEXT_PATTERNS: readonly RegExp[] = [
  // "for backend devs", "for accountants", "for my job", "for interviews"
  new RegExp(`\\bfor (a |an |the )?([a-z0-9+#./-]+ ){0,3}${PEOPLE}\\b`, 'g'),
  new RegExp(`\\bfor ${PURPOSES}\\b`, 'g'),
  new RegExp(`\\bas an? ([a-z0-9+#./-]+ ){0,2}${PEOPLE}\\b`, 'g'),
  // pace and time: "in 2 hours a day", "in 30 days", "1 hour daily", "within a month"
  /\b(in|within|by) (\d+|a|an|one|two|three|four) (hours?|hrs?|days?|weeks?|months?)( (a|per) (day|week))?\b/g,
  /\b\d+ (hours?|hrs?|minutes?|mins?) (a|per|every|each) (day|week)\b|\b\d+ (hours?|hrs?|minutes?|mins?) daily\b/g,
  /\b(from scratch|from zero|from basics|step by step|quickly|fast|in depth|in detail|properly|seriously|for free|free)\b/g,
];

const LEVEL_WORDS =
  /\b(beginners?|beginner level|basics?|basic level|intermediate|advanced|advance level|complete course|full course|zero to hero|a to z|crash course|course|tutorial|roadmap|bootcamp|masterclass|fundamentals)\b/g;

/** "Data analysis with Python": the tool or language the subject is learned with. */
const WITH_TOOL = /\b(with|using|in|via|through) ([a-z0-9+#./-]+( [a-z0-9+#./-]+)?)$/;

export interface GoalParts {
  /** The part that names what to learn. */
  subject: string;
  /** Phrases of context, as written (normalised). */
  context: string[];
  /** "with X" / "using X": a subject only when the rest names none. */
  tool: string | null;
}

export function splitContext(normalised: string): GoalParts {
  const context: string[] = [];
  let subject = normalised;
  for (const pattern of CONTEXT_PATTERNS)
    subject = subject.replace(pattern, (found) => {
      context.push(found.trim());
      return ' ';
    });
  subject = subject.replace(LEVEL_WORDS, ' ').replace(/\s+/g, ' ').trim();
  let tool: string | null = null;
  const withTool = WITH_TOOL.exec(subject);
  if (withTool?.[2] && withTool.index > 0) {
    tool = withTool[2];
    context.push(withTool[0]);
    subject = subject.slice(0, withTool.index).trim();
  }
  return { subject: subject.replace(/\b(and|for|with|of|the|a|an)$/g, '').trim(), context, tool };
}
