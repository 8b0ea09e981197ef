import { product } from '@pathwise/contract';
import { productFacts } from '@pathwise/contract/product-facts';
import { describe, expect, it } from 'vitest';
import { offlineAssistantAnswer } from '../../src/ai/offline/assistant';
import { englishPart, writtenIn } from '../../src/ai/offline/language';
import { asksAboutProgress } from '../../src/ai/offline/learner-answers';
import { assistantSystem } from '../../src/ai/prompts/conversation';

const ask = (message: string, context = {}) => offlineAssistantAnswer({ history: [], message, ...context });
const factAnswer = (id: string) => productFacts.find((fact) => fact.id === id)?.answer;

describe('the offline assistant', () => {
  it('answers product questions from the knowledge base the landing page uses', () => {
    expect(ask('Can I get a refund?')).toEqual({ intent: 'product', text: factAnswer('refunds') });
    expect(ask('Do I get a certificate?').text).toBe(factAnswer('certificates'));
    expect(ask('How much does Pathwise cost?').text).toContain(product.price);
    expect(ask('How do I cancel my subscription?').text).toContain('There is nothing to cancel');
  });

  it('keeps a concept question with a subject of its own for the library', () => {
    for (const question of [
      'How do I cancel a fetch request with AbortController?',
      'What is a cost function?',
    ]) {
      const { text } = ask(question);
      expect(text, question).not.toBe(factAnswer('refunds'));
      expect(text, question).not.toMatch(/^(Pathwise Premium|Because the)/);
    }
  });

  it('answers concept questions from the lesson that is about them, and says where from', () => {
    const closure = ask('What is a closure?');
    expect(closure.intent).toBe('concept');
    expect(closure.source?.topicName).toMatch(/closures/i);
    expect(closure.text).toMatch(/This comes from the lesson ".*closures.*" in the/i);
  });

  it('says it does not know rather than quote a passage that only shares a word', () => {
    for (const question of ['What is the capital of France?', 'What is a monad in category theory?']) {
      const answer = ask(question);
      expect(answer.intent, question).toBe('unknown');
      expect(answer.text).toMatch(/^I don't have a good answer to that in my offline library/);
      expect(answer.text).toContain('ask the tutor on the Tutor page');
    }
  });

  it('answers a refund question with the refund rule, not the price', () => {
    for (const question of ['refund my 499 please', 'I want my money back', 'paise wapas milenge kya?']) {
      const { intent, text } = ask(question);
      expect(intent, question).toBe('product');
      expect(text, question).toContain(factAnswer('refunds'));
      expect(text, question).not.toContain(factAnswer('pricing'));
    }
  });

  it('answers a double charge or a failed payment that took money with the payment-problems fact', () => {
    for (const question of [
      'I was double charged for premium',
      'money got debited two times',
      'Money was deducted from my bank but the app says payment failed',
    ]) {
      const { intent, text } = ask(question);
      expect(intent, question).toBe('product');
      expect(text, question).toContain(factAnswer('payment-problems'));
      expect(text, question).not.toContain(factAnswer('payment-methods'));
    }
  });

  it('answers "erase my account" and its paraphrases with how to delete it, never a lesson passage', () => {
    for (const question of [
      'erase my account',
      'Please remove my account and all my data',
      'How can I close my Pathwise account permanently?',
      'account delete karna hai',
    ]) {
      const { intent, text } = ask(question, { tracks: ['aws'] });
      expect(intent, question).toBe('product');
      expect(text, question).toContain('Delete account');
      expect(text, question).not.toMatch(/This comes from the lesson/);
    }
  });

  it('politely declines off-topic questions in a sentence or two, with no passage and no product fact', () => {
    for (const question of [
      "What's the cricket score today?",
      'Can you write my essay on climate change?',
      'Who should I vote for in the next election?',
      "What's the weather like in Bengaluru tomorrow?",
      'What is the best stock to buy right now?',
    ]) {
      const { intent, text } = ask(question);
      expect(intent, question).toBe('off-topic');
      expect(text, question).toMatch(/^Sorry, that's outside what I can help with/);
      expect(text.split(/(?<=[.!?])\s+/).length, question).toBeLessThanOrEqual(2);
      expect(text, question).not.toMatch(/This comes from the lesson/);
      for (const fact of productFacts) expect(text, question).not.toContain(fact.answer);
    }
    // Building something about the same subject is a learning question.
    expect(ask('how do I build a weather app in react').intent).not.toBe('off-topic');
    expect(ask('What is leader election in Raft?').intent).not.toBe('off-topic');
  });

  it('understands forum shorthand in a concept question', () => {
    expect(ask('whats the diff b/w let n const').source?.topicName).toMatch(/let, const/);
    expect(ask('how do i undo my last commit').source?.topicName).toMatch(/reset and revert/);
  });

  it('answers from the learner’s own progress and access', () => {
    const now = new Date('2026-03-10T09:00:00Z');
    const context = {
      goal: 'React',
      outline: { '1': { topicName: 'Components', quiz: ['Q?'], project: 'P', exercise: 'E' } },
      day: 1,
      progress: { completedDays: [], streak: 0 },
      access: { premium: false, trialEndsAt: new Date('2026-03-12T08:00:00Z') },
      now,
    };
    expect(ask('When does my trial end?', context).text).toContain('ends in **2 days** (2026-03-12)');
    expect(
      ask('Am I on premium?', { ...context, access: { ...context.access, premium: true } }).text,
    ).toMatch(/You have Premium with lifetime access/);
    expect(ask('What is my streak?', context).text).toMatch(/Your streak is 0 days/);
    // The rule is a product question, even with "my streak" in it.
    expect(ask('What happens to my streak if I miss a day?', context).text).toMatch(/streak freeze/);
    expect(ask('How many days have I completed?', context).text).toContain('0 of 1 days');
  });

  it('says it answers in English when the learner writes Hindi or Hinglish', () => {
    expect(writtenIn('इसकी कीमत कितनी है?')).toBe('hindi');
    expect(writtenIn('refund milega kya?')).toBe('hinglish');
    expect(writtenIn('What is a hash map?')).toBe('english');
    expect(englishPart('closure kya hai?')).toBe('closure');
    const hindi = ask('इसकी कीमत कितनी है?');
    expect(hindi.text).toMatch(/^_You wrote in Hindi\. Offline I can only answer in English/);
    expect(hindi.text).toContain(product.price);
    expect(ask('refund milega kya?').text).toMatch(
      /^_You wrote in Hinglish\. Offline I answer in English\._[\s\S]*not refundable/,
    );
  });

  it('loads progress only for the questions that need it', () => {
    expect(asksAboutProgress('What is my streak?')).toBe(true);
    expect(asksAboutProgress('How many days are left?')).toBe(true);
    expect(asksAboutProgress('What is a closure?')).toBe(false);
  });
});

describe('the assistant’s provider prompt', () => {
  it('carries every product fact and asks for the learner’s language', () => {
    const system = assistantSystem(undefined, {
      access: { premium: false, trialEndsAt: new Date('2026-03-12T08:00:00Z') },
      progress: { completedDays: [1, 2], streak: 2 },
    });
    for (const fact of productFacts) expect(system).toContain(fact.answer);
    expect(system).toMatch(/Reply in the language the learner writes in/);
    expect(system).toContain('Completed days: 1, 2. Streak: 2 days.');
    expect(system).toContain('free trial, ending 2026-03-12');
    expect(system).not.toMatch(/799/);
  });
});
