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
  /** One point per word of every keyword phrase found. */
  score: number;
  /** The message's words that the matched phrases account for. */
  words: Set<string>;
}

const keywordTokens = productFacts.map((fact) => ({
  fact,
  phrases: fact.keywords.map(factTokens).filter((phrase) => phrase.length > 0),
}));

/**
 * The knowledge-base entries a message asks about, by the entries' own keywords (not the landing-only
 * ones: here a question may be about anything): the best-covered entry, with a second one that covers
 * the message as well ("is the certificate free?" asks about the certificate and the trial).
 */
export function matchProductFacts(message: string): FactMatch[] {
  const words = new Set(factTokens(message));
  const matches = keywordTokens.flatMap(({ fact, phrases }) => {
    const found = phrases.filter((phrase) => phrase.every((word) => words.has(word)));
    const score = found.reduce((total, phrase) => total + phrase.length, 0);
    return score > 0 ? [{ fact, score, words: new Set(found.flat()) }] : [];
  });
  const best = Math.max(0, ...matches.map((match) => match.score));
  return matches.filter((match) => match.score === best).slice(0, 2);
}

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
