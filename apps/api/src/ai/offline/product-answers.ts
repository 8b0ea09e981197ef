import { productFacts, type ProductFact } from '@pathwise/contract/product-facts';

/**
 * Words, in any script: lower case, one combining form (NFC), plural and -ing endings folded as the
 * landing widget folds them, so the two read the knowledge base alike.
 */
export function factTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).map((word) => {
    if (!/^[a-z]+$/.test(word)) return word;
    if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
    if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
    if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
    return word;
  });
}

export interface FactMatch {
  fact: ProductFact;
  /** One point per word of every keyword phrase found (two for a telling single word). */
  score: number;
  /** The message's words that the matched phrases account for. */
  words: Set<string>;
  /**
   * The match says by itself that the question is about Pathwise: a phrase of two or more words ("delete
   * my account", "charged twice"), a word with no other common meaning ("refund"), or a product word
   * after "my" or "the" ("my certificate"), in a message that does not ask how to build something.
   */
  sure: boolean;
}

/**
 * A learner's words for what the keywords say, added to the message before matching: erase, remove,
 * wipe or close an account is deleting it; money cut or debited twice is a double charge. Each pattern
 * runs on the lower-cased message and adds the keyword phrase it stands for.
 */
const PARAPHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(eras\w*|remov\w*|wipe|wiping|clos(e|ing)|deactivat\w*|terminat\w*|destroy|purge|get rid of|hata\w*|band kar\w*)\b/,
    'delete',
  ],
  [
    /\b(everything|all|whatever|info\w*|details|data)\b.{0,30}\b(about|on|of) me\b|\bmy (personal )?(info\w*|details|history|chats|progress)\b/,
    'my data',
  ],
  [
    /\b(export|download|backup|back up|take out)\b.{0,40}\b(data|progress|chats?|history|everything|account)\b/,
    'export my data',
  ],
  [
    /\b(charg\w*|debit\w*|deduct\w*|bill\w*|paid|pay|cut|taken|kat\w*)\b.{0,30}\b(twice|two times|2 times|double|do baar|2 baar)\b|\b(twice|double|duplicate|do baar|2 baar)\b.{0,15}\b(charg\w*|debit\w*|deduct\w*|bill\w*|paid|payment|pay)\b/,
    'charged twice',
  ],
  [
    /\b(money|amount|paise|paisa|rs|rupees|balance)\b.{0,20}\b(cut|kat\w*|gone|taken|deducted|debited|gaye|chale)\b/,
    'money deducted',
  ],
  [
    /\b(payment|transaction|txn|upi)\b.{0,25}\b(fail\w*|unsuccessful|declined|error|stuck|pending|not going through|didn'?t go through|not complet\w*)\b|\b(premium|access)\b.{0,20}\b(nahi mila|not (unlocked|activated|active|working)|didn'?t unlock)\b/,
    'payment failed',
  ],
  [
    /\b(money back|paise wapas|paisa wapas|get back my money|return (my|the) (money|payment|amount))\b/,
    'refund',
  ],
  [
    /\b(stop|no more|don'?t want|do not want|turn off|disable|mute|unsubscrib\w*|opt out|band)\b.{0,30}\b(remind\w*|nudges?|messages?|e-?mails?|mails?|whatsapp|notifications?|spam)\b/,
    'stop reminder',
  ],
  [/\b(can'?t|cannot|unable to|not able to)\b.{0,10}\b(log ?in|sign ?in)\b/, 'cannot log in'],
  [
    /\blearn\b.{0,30}\binstead\b|\binstead of\b.{0,40}\b(switch|change)\b|\b(switch|move|shift|change)\b.{0,30}\b(goal|course|track|stack|subject)\b/,
    'change my goal',
  ],
  [
    /\b(skip|skipp\w*|miss\w*)\b.{0,20}\b(day|sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekend)\b/,
    'miss a day',
  ],
];

/** Single keywords with no everyday meaning outside Pathwise: they count double and say "product". */
const TELLING = new Set(
  'refund refundable chargeback trial streak reminder unsubscribe razorpay upi whatsapp debited deducted pathwise'
    .split(' ')
    .flatMap(factTokens),
);
/** A product word after "my" or "the": "my certificate", "the streak". */
const ANCHORED =
  /\b(my|the|your|pathwise'?s?) (account|password|certificate|streak|reminders?|trial|subscription|payment|premium|data|order)\b/i;
/** A question about building or coding something is a concept question, whatever it names. */
const BUILDING =
  /\b(implement\w*|code|coding|function|api|endpoint|component|schema|table|hash\w*|cron|script|library|package|leetcode|ssl|tls|aws|azure|gcp|firebase|heroku|vercel|github|in (python|javascript|js|typescript|react|node|express|django|flask|java|sql))\b/i;

/** The message's words, with the keyword phrases its paraphrases stand for. */
function messageWords(message: string): Set<string> {
  const lower = message.toLowerCase().replace(/[’‘]/g, "'");
  const added = PARAPHRASES.filter(([pattern]) => pattern.test(lower)).map(([, phrase]) => phrase);
  return new Set(factTokens([message, ...added].join(' ')));
}

const keywordTokens = productFacts.map((fact) => ({
  fact,
  phrases: fact.keywords.map(factTokens).filter((phrase) => phrase.length > 0),
}));

/**
 * The knowledge-base entries a message asks about, by the entries' own keywords (not the landing-only
 * ones: here a question may be about anything) and the paraphrases above: the best-covered entry, with
 * a second one that covers the message as well ("is the certificate free?" asks about the certificate
 * and the trial).
 */
export function matchProductFacts(message: string): FactMatch[] {
  const words = messageWords(message);
  const building = BUILDING.test(message);
  const anchored = ANCHORED.test(message);
  const matches = keywordTokens.flatMap(({ fact, phrases }) => {
    const found = phrases.filter((phrase) => phrase.every((word) => words.has(word)));
    const weight = (phrase: string[]) =>
      phrase.length > 1 ? phrase.length : TELLING.has(phrase[0] ?? '') ? 2 : 1;
    const score = found.reduce((total, phrase) => total + weight(phrase), 0);
    const sure =
      !building && (anchored || found.some((phrase) => phrase.length > 1 || TELLING.has(phrase[0] ?? '')));
    return score > 0 ? [{ fact, score, words: new Set(found.flat()), sure }] : [];
  });
  const best = Math.max(0, ...matches.map((match) => match.score));
  return matches.filter((match) => match.score === best).slice(0, 2);
}

/** Money or the account named in a question no fact covers: still a question for us, never for a lesson. */
export const ABOUT_ACCOUNT =
  /\b(my|pathwise) (account|payment|order|subscription|money|invoice|receipt|premium)\b|\bpathwise\b|\b(charged|debited|deducted)\b/i;

/**
 * Words that name the product or the learner's account: left over in a question after its fact
 * keywords, they still say the question is about Pathwise ("is **pathwise** free?").
 */
export const PRODUCT_WORDS = new Set(
  (
    'pathwise premium app website platform account plan plans payment payments paying course courses lesson ' +
    'lessons tutor assistant chatbot here you your this it get do does can i me my need start buy ' +
    'long policy happen happens work works stop email emails e-mail mail change set turn off on send time ' +
    'update edit again new charge charged'
  )
    .split(' ')
    .flatMap(factTokens),
);
