/** The language a learner writes in, as far as the offline engine can tell (it answers in English). */
export type WrittenIn = 'english' | 'hindi' | 'hinglish';

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Words of romanised Hindi that English does not use (or almost never: "hai", "kya"). Two of them, or
 * one of the unmistakable ones, make a message Hinglish.
 */
const HINGLISH = new Set(
  (
    'kya kyaa hai hain hoga hogi kaise kaisa kaisi kitna kitne kitni mujhe mujhko mera meri mere milega milegi ' +
    'milta karna karo karu karun batao bataiye bataye samjhao samjhaiye samajh nahi nahin kyun kyon kab kahan ' +
    'aur bhi toh sakta sakti sakte chahiye wala wali wapas paisa paise hota hoti matlab yeh woh ye wo kaun ' +
    'mein ka ki ke se ko'
  ).split(' '),
);
const UNMISTAKABLE = new Set(
  'kya kyaa hai hain kaise kitna kitne kitni mujhe milega milegi batao bataiye samjhao chahiye nahi nahin matlab'.split(
    ' ',
  ),
);

const latinWords = (message: string) => message.toLowerCase().match(/[a-z]+/g) ?? [];

export function writtenIn(message: string): WrittenIn {
  if (DEVANAGARI.test(message)) return 'hindi';
  const words = new Set(latinWords(message));
  const hindi = [...words].filter((word) => HINGLISH.has(word));
  if (hindi.length >= 2 || hindi.some((word) => UNMISTAKABLE.has(word))) return 'hinglish';
  return 'english';
}

/** The English (Latin-script) part of a message, without Hinglish words: what the library can be searched for. */
export function englishPart(message: string): string {
  return message
    .replace(/[\u0900-\u097F]+/g, ' ')
    .split(/\s+/)
    .filter((word) => !HINGLISH.has(word.toLowerCase().replace(/[^a-z]/g, '')))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Said first when the learner wrote in another language: the offline engine answers in English. */
export function languageNote(language: WrittenIn): string {
  if (language === 'hindi')
    return '_You wrote in Hindi. Offline I can only answer in English, so here it is in English._\n\n';
  if (language === 'hinglish') return '_You wrote in Hinglish. Offline I answer in English._\n\n';
  return '';
}
