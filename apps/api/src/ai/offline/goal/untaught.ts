/**
 * Technologies learners ask for that no curated course teaches. Without this list the matcher read
 * "Azure exam" as the DevOps course (which has no Azure day) and "C++ for competitive programming" as
 * the DSA course (taught in Python), and said nothing. A goal that names one is told so, with the
 * courses a learner of that goal would accept as nearest (none, when nothing is near).
 *
 * `pattern` runs on the normalised goal and takes in the words that only describe the technology
 * ("Azure cloud", "C++ for competitive programming"), so they do not choose a course of their own.
 */
export interface UntaughtTechnology {
  /** As the learner reads it: "Azure", "C++". */
  name: string;
  pattern: RegExp;
  /** Curated track ids, nearest first. */
  nearest: readonly string[];
  /** What a learner must know about a nearest track, after its title ("is taught in Python"). */
  caveats?: Readonly<Record<string, string>>;
}

const CP =
  '(competitive programming|competitive coding|cp|dsa|data structures( and algorithms)?|algorithms|leetcode|codeforces|codechef|interviews?|placements?)';
const CPP = '(c\\+\\+|cpp)';
const DSA_IN_PYTHON = { 'dsa-interview': 'is taught in Python' };

export const UNTAUGHT: readonly UntaughtTechnology[] = [
  {
    name: 'Azure',
    pattern:
      /\b(microsoft )?azure( (cloud|devops|fundamentals|administrator|admin|developer|certification|exam|functions|data engineer))*\b|\baz ?-?(900|104|204|305|400|500)\b( exam| certification)?/g,
    nearest: ['aws', 'devops-cloud'],
    caveats: { aws: 'is another cloud', 'devops-cloud': 'deploys to AWS' },
  },
  {
    name: 'Google Cloud',
    pattern: /\b(gcp|google cloud( platform)?)( (cloud|fundamentals|certification|exam|engineer))*\b/g,
    nearest: ['aws', 'devops-cloud'],
    caveats: { aws: 'is another cloud', 'devops-cloud': 'deploys to AWS' },
  },
  {
    // Competitive programming and interviews in C++: the algorithms are the DSA course's, in Python.
    name: 'C++',
    pattern: new RegExp(
      `(^|\\s)(${CPP} (for |in |with |using )?${CP}|${CP} (in|with|using) ${CPP})(?=\\s|$)`,
      'g',
    ),
    nearest: ['dsa-interview'],
    caveats: DSA_IN_PYTHON,
  },
  {
    name: 'C++',
    pattern: new RegExp(`(^|\\s)${CPP}(?=\\s|$)`, 'g'),
    nearest: ['dsa-interview', 'rust'],
    caveats: DSA_IN_PYTHON,
  },
  {
    name: 'C',
    pattern: /^c$|\bc (programming|language)( language)?\b|\bembedded c\b/g,
    nearest: ['dsa-interview', 'rust'],
    caveats: DSA_IN_PYTHON,
  },
  {
    name: 'C# and .NET',
    // The normaliser reads ".net" as "net".
    pattern:
      /(^|\s)(c#|csharp|c sharp)( net)?(?=\s|$)|(^|\s)(asp\.?net( core)?|net core|dotnet|blazor)(?=\s|$)/g,
    nearest: ['java-spring', 'typescript'],
    caveats: { 'java-spring': 'is taught in Java' },
  },
  { name: 'Angular', pattern: /\bangular( ?js)?( \d+)?\b/g, nearest: ['typescript', 'react', 'vue'] },
  { name: 'Svelte', pattern: /\bsvelte( ?kit)?\b/g, nearest: ['react', 'vue', 'javascript'] },
  {
    name: 'Kotlin Multiplatform',
    pattern: /\b(kotlin multi ?platform|kmp|kmm|compose multi ?platform)\b/g,
    nearest: ['android-kotlin', 'flutter-dart'],
    caveats: { 'android-kotlin': 'teaches Android only' },
  },
  { name: 'Unity', pattern: /\bunity( ?3d| engine| game( development| dev)?)?\b/g, nearest: [] },
  { name: 'Unreal Engine', pattern: /\bunreal( engine)?( \d)?\b/g, nearest: [] },
  { name: 'Godot', pattern: /\bgodot( engine)?\b/g, nearest: [] },
  {
    name: 'SAP',
    pattern: /\bsap( (fico|mm|sd|abap|hana|erp|s\/4 ?hana|basis))?\b/g,
    nearest: ['excel-spreadsheets', 'sql-databases'],
  },
  { name: 'Tally', pattern: /\btally( prime| erp( 9)?)?\b/g, nearest: ['excel-spreadsheets'] },
  {
    name: 'Tableau',
    pattern: /\btableau( desktop| dashboards?)?\b/g,
    nearest: ['data-analysis', 'excel-spreadsheets', 'sql-databases'],
  },
  {
    name: 'Power BI',
    pattern: /\bpower ?bi( dashboards?| reports?| desktop)?\b/g,
    nearest: ['excel-spreadsheets', 'data-analysis', 'sql-databases'],
  },
  {
    name: 'Looker',
    pattern: /\blooker( studio)?\b|\bqlik( ?sense| ?view)?\b/g,
    nearest: ['data-analysis', 'sql-databases', 'excel-spreadsheets'],
  },
  {
    name: 'R',
    pattern: /^r$|\br (programming|language|studio)\b|\brstudio\b|\bdata analysis (in|with|using) r$/g,
    nearest: ['data-analysis', 'machine-learning'],
    caveats: { 'data-analysis': 'is taught in Python', 'machine-learning': 'is taught in Python' },
  },
  {
    name: 'MATLAB',
    pattern: /\bmatlab\b/g,
    nearest: ['python', 'data-analysis'],
  },
  {
    name: 'Solidity',
    pattern: /\bsolidity\b|\b(ethereum|web3|blockchain)( development| developer)?\b|\bsmart contracts?\b/g,
    nearest: ['javascript', 'typescript'],
  },
  {
    name: 'PHP',
    pattern: /\bphp\b|\blaravel\b|\bcodeigniter\b|\bsymfony\b/g,
    nearest: ['python-web', 'node-backend', 'web-basics'],
  },
  { name: 'WordPress', pattern: /\bwordpress\b|\bwoocommerce\b/g, nearest: ['web-basics'] },
  {
    name: 'Ruby on Rails',
    pattern: /\bruby( on rails)?\b|\brails\b/g,
    nearest: ['python-web', 'node-backend'],
  },
  {
    name: 'Salesforce',
    pattern: /\bsalesforce( admin| developer| crm)?\b/g,
    nearest: [],
  },
  {
    name: 'test automation with Selenium',
    pattern: /\b(selenium|cypress|appium)( webdriver| testing| automation)?\b/g,
    nearest: ['python', 'javascript'],
  },
  {
    name: 'Photoshop and Illustrator',
    pattern: /\b(adobe )?(photoshop|illustrator|indesign)\b|\bcanva\b/g,
    nearest: ['figma', 'uiux-design'],
  },
  { name: 'Blender', pattern: /\bblender( 3d)?\b/g, nearest: [] },
  {
    name: 'Arduino and embedded systems',
    pattern: /\barduino\b|\bembedded systems?\b|\bmicrocontrollers?\b/g,
    nearest: [],
  },
];

export interface UntaughtMention {
  name: string;
  nearest: readonly string[];
  caveats: Readonly<Record<string, string>>;
}

/** The untaught technologies a normalised goal names, and the goal with their words taken out. */
export function findUntaught(normalised: string): { mentions: UntaughtMention[]; rest: string } {
  const mentions: UntaughtMention[] = [];
  let rest = normalised;
  for (const technology of UNTAUGHT) {
    technology.pattern.lastIndex = 0;
    let found = false;
    rest = rest.replace(technology.pattern, (match) => {
      found = true;
      // Keep the separator the pattern may have consumed ("(^|\s)").
      return match.startsWith(' ') ? '  ' : ' ';
    });
    if (found)
      mentions.push({
        name: technology.name,
        nearest: technology.nearest,
        caveats: technology.caveats ?? {},
      });
  }
  return { mentions, rest: rest.replace(/\s+/g, ' ').trim() };
}
