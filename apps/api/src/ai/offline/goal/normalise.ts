/**
 * Goal text as the matcher reads it: lower case, Latin letters, the words of a few common Hindi /
 * Hinglish phrasings turned into the English connectors the parser knows ("aur" → "and", "ke liye" →
 * "for"), and emoji and punctuation gone, except the characters technology names use (c++, c#, .net,
 * node.js, ui/ux, ci/cd).
 */

/** Technology words learners write in Devanagari; the matcher reads them in Latin letters. */
const DEVANAGARI: ReadonlyArray<[string, string]> = [
  ['मशीन लर्निंग', 'machine learning'],
  ['डेटा साइंस', 'data science'],
  ['डेटा एनालिसिस', 'data analysis'],
  ['डिजिटल मार्केटिंग', 'digital marketing'],
  ['वेब डेवलपमेंट', 'web development'],
  ['जावास्क्रिप्ट', 'javascript'],
  ['पायथन', 'python'],
  ['जावा', 'java'],
  ['रिएक्ट', 'react'],
  ['एक्सेल', 'excel'],
  ['एंड्रॉइड', 'android'],
  ['एंड्रॉयड', 'android'],
  ['फ्लटर', 'flutter'],
  ['लिनक्स', 'linux'],
  ['डॉकर', 'docker'],
  ['गिट', 'git'],
  ['कोडिंग', 'coding'],
  ['और', ' and '],
  ['के लिए', ' for '],
  ['के साथ', ' with '],
];

/** Hinglish words around a goal ("mujhe python seekhna hai") that carry no subject. */
const HINGLISH_FILLER =
  /\b(mujhe|muje|mjhe|mera|meri|main|mai|hum|seekhna|sikhna|seekhni|sikhni|seekhna|sikhao|sikhaao|sikha|seekh|sikh|chahta|chahti|chahte|chahiye|hai|hain|h|karna|krna|karni|padhna|padhni|banna|banana|bnna|ko|ka|ki|bhi|achhe|acche|se|jaldi|abhi|pura|poora|puri)\b/g;

export function normaliseGoal(goal: string): string {
  let text = goal.normalize('NFKC').toLowerCase();
  for (const [hindi, latin] of DEVANAGARI) text = text.replaceAll(hindi, ` ${latin} `);
  return (
    text
      .replace(/[’']/g, '')
      // "data analyst ke liye python": Hindi puts the purpose first ("python for data analyst").
      .replace(/^(.+?) ke (liye|liya|lie) (.+)$/, '$3 for $1')
      .replace(/\bke (liye|liya|lie)\b/g, ' for ')
      .replace(/\bke sath\b|\bke saath\b/g, ' with ')
      .replace(/\baur\b/g, ' and ')
      .replace(HINGLISH_FILLER, ' ')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9+#./\s-]/g, ' ')
      .replace(/(^|\s)[./-]+|[./-]+(?=\s|$)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
