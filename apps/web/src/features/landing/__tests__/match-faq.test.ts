import { describe, expect, it } from 'vitest';
import { faq } from '../content/faq';
import { matchFaq, tokenize } from '../utils/match-faq';

describe('matchFaq', () => {
  it.each([
    ['How much does it cost?', 'pricing'],
    ['what is the price', 'pricing'],
    ['Is it a monthly subscription?', 'pricing'],
    ['Is there a free trial?', 'trial'],
    ['do I need a credit card to try it', 'trial'],
    ['How does it work?', 'how-it-works'],
    ['Can I get a refund?', 'refunds'],
    ['I want my money back', 'refunds'],
    ['Do I get a certificate at the end?', 'certificates'],
    ['can you remind me on WhatsApp', 'reminders'],
    ['Which topics can I learn?', 'topics'],
    ['do you teach machine learning', 'topics'],
    ['I am a complete beginner', 'level'],
    ['can I pay with UPI', 'payment-methods'],
    ['is my data safe', 'privacy'],
    ['how do I delete my account', 'privacy'],
    ['what happens after the trial ends', 'trial-end'],
    ['what does premium include', 'premium'],
    ['how does the streak work', 'streak'],
  ])('answers "%s" from the %s entry', (question, id) => {
    expect(matchFaq(question, faq)?.id).toBe(id);
  });

  it('returns null when nothing matches', () => {
    expect(matchFaq('qwerty asdf', faq)).toBeNull();
    expect(matchFaq('   ', faq)).toBeNull();
  });

  it('prefers the entry a longer phrase matches', () => {
    const entries = [
      { id: 'a', keywords: ['email'], answer: 'a' },
      { id: 'b', keywords: ['email you'], answer: 'b' },
    ];
    expect(matchFaq('can I email you', entries)?.id).toBe('b');
    expect(matchFaq('send me an email', entries)?.id).toBe('a');
  });

  it('folds plurals and -ing endings', () => {
    expect(tokenize('Certificates, REMINDERS & topics!')).toEqual(['certificate', 'reminder', 'topic']);
    expect(tokenize('reminding')).toEqual(['remind']);
  });
});
