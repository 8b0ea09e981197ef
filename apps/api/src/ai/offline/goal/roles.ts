/**
 * Phrases that name a role or a combination rather than one technology. The first track of a rule is
 * its primary one (its 5-day project opens the plan). `unless`: a rule that names a broad field gives
 * way when the goal also names a track of that field ("Flutter mobile apps" is Flutter, not the
 * React Native track that "mobile apps" alone would get).
 */
export interface RoleRule {
  pattern: RegExp;
  tracks: readonly string[];
  unless?: readonly string[];
}

const MOBILE = ['flutter-dart', 'android-kotlin', 'ios-swift', 'react-native'];
const CLOUD = ['docker-kubernetes', 'aws', 'linux-shell', 'git-github'];

export const ROLE_RULES: readonly RoleRule[] = [
  { pattern: /\bmern\b/, tracks: ['react', 'node-backend', 'sql-databases'] },
  { pattern: /\bmean stack\b|\bpern\b/, tracks: ['node-backend', 'sql-databases', 'react'] },
  {
    pattern: /\bfull[\s-]?stack\b/,
    tracks: ['react', 'node-backend', 'sql-databases'],
    unless: ['nextjs', 'python-web', 'java-spring', 'vue', 'go'],
  },
  {
    pattern: /\bfront[\s-]?end\b/,
    tracks: ['web-basics', 'react'],
    unless: ['vue', 'nextjs', 'javascript', 'typescript'],
  },
  {
    pattern: /\bback[\s-]?end\b/,
    tracks: ['node-backend', 'sql-databases'],
    unless: ['python-web', 'java-spring', 'go', 'rust', 'system-design'],
  },
  { pattern: /\bdata scien(ce|tist)s?\b/, tracks: ['python', 'data-analysis', 'machine-learning'] },
  {
    pattern: /\bdata analysts?\b|\bbusiness analysts?\b/,
    tracks: ['data-analysis', 'sql-databases'],
    unless: ['excel-spreadsheets'],
  },
  { pattern: /\bdata engineer(s|ing)?\b/, tracks: ['data-engineering'] },
  // "Learn AI" on its own: the foundations (the generative AI track has its own names).
  { pattern: /^(ai|a\.i\.?)$/, tracks: ['machine-learning'] },
  {
    pattern: /\b(ml|machine learning) engineer(ing)?\b|\bartificial intelligence\b|\bdeep learning\b/,
    tracks: ['machine-learning', 'python'],
    unless: ['generative-ai'],
  },
  {
    pattern:
      /\b(llm|gen ?ai|generative ai|ai) (apps?|engineer(ing)?|developer|agents?)\b|\bprompt engineering\b|\brag\b|\bchatgpt\b|\bchat ?bots?\b/,
    tracks: ['generative-ai'],
  },
  {
    pattern:
      /\bproduct[\s-]?(based )?compan(y|ies)\b|\bfaang\b|\bmaang\b|\bcrack(ing)? (the |a |my )?(coding |tech(nical)? )?interviews?\b|\bplacements?\b|\bjob ready\b|\bsde\b/,
    tracks: ['dsa-interview'],
    unless: ['system-design', 'java-spring', 'python', 'javascript', 'sql-databases'],
  },
  {
    pattern: /\bget (a|my first) (software |developer |dev |tech )?job\b/,
    tracks: ['dsa-interview'],
  },
  {
    pattern:
      /\b(mobile|android|ios|iphone|cross[\s-]?platform)( app)?s?( development| developer)?\b|\bapps? (developer|development)\b|\bbuild an? app\b/,
    tracks: ['react-native'],
    unless: MOBILE,
  },
  {
    pattern: /\bsaas\b|\bstart[\s-]?up\b|\bfounders?\b|\bmvp\b|\bindie hack(er|ing)\b/,
    tracks: ['startup-founder'],
    unless: ['digital-marketing', 'product-management'],
  },
  {
    pattern: /\bui\s*\/?\s*ux\b|\bux\b|\bproduct design(er)?\b|\buser experience\b/,
    tracks: ['uiux-design'],
    unless: ['figma'],
  },
  { pattern: /\bdevops\b|\bcloud\b|\bsre\b|\bci ?\/ ?cd\b/, tracks: ['devops-cloud'], unless: CLOUD },
  {
    pattern: /\bweb (dev|development|developer|design)\b|\bwebsites?\b/,
    tracks: ['web-basics'],
    unless: ['nextjs', 'vue', 'react', 'python-web'],
  },
  {
    pattern: /\bmachine learning math(s|ematics)?\b|\bmath(s|ematics)? for (ml|machine learning|ai)\b/,
    tracks: ['machine-learning'],
  },
];
