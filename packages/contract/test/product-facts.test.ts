import { describe, expect, it } from 'vitest';
import { PLAN_DAYS } from '../src/plan';
import { PREMIUM_AMOUNT_PAISE, product, TRIAL_DAYS } from '../src/product';
import { productFactList } from '../src/product-fact-schema';
import { productFacts } from '../src/product-facts';

const answerOf = (id: string) => productFacts.find((fact) => fact.id === id)?.answer ?? '';

describe('product knowledge base', () => {
  it('is well formed, one entry per id', () => {
    expect(productFactList.safeParse(productFacts).error).toBeUndefined();
  });

  it('states the constants the server charges and enforces', () => {
    expect(product.price).toBe(`₹${String(PREMIUM_AMOUNT_PAISE / 100)}`);
    expect(product.price).toBe('₹499');
    expect(product.trialDays).toBe(TRIAL_DAYS);
    expect(product.planDays).toBe(PLAN_DAYS);
    expect(answerOf('pricing')).toMatch(/one-time payment of ₹499 for lifetime access: no subscription/);
    expect(answerOf('trial')).toContain('7-day free trial');
  });

  it('gives the refund rule of the Terms, word for word', () => {
    expect(answerOf('refunds')).toContain(product.refundPolicy);
    expect(product.refundPolicy).toMatch(/not refundable/);
    expect(product.refundPolicy).toMatch(/charged twice/);
  });

  it('says an old plan can be resumed from the plan page, as Your plans on /roadmap does', () => {
    expect(answerOf('change-plan')).toMatch(/archived, not lost/);
    expect(answerOf('change-plan')).toMatch(/Your plans on your plan page, where you can resume it/);
  });

  it('does not promise a built course for any goal: a goal no track covers gets the study method', () => {
    for (const fact of productFacts)
      expect(fact.answer, fact.id).not.toMatch(
        /any other goal gets a plan built|plan built for (it|any goal)/i,
      );
    expect(answerOf('topics')).toMatch(/study method/);
    expect(answerOf('topics')).toMatch(/does not teach the subject itself/);
  });

  it('never states another price or a monthly fee', () => {
    for (const fact of productFacts) {
      expect(fact.answer, fact.id).not.toMatch(/799|per month|monthly fee|₹(?!499)\d/);
    }
  });

  it('keeps keywords distinct across entries, so a question has one best answer', () => {
    const seen = new Map<string, string>();
    for (const fact of productFacts)
      for (const keyword of [...fact.keywords, ...(fact.landingKeywords ?? [])]) {
        expect(seen.get(keyword.toLowerCase()), `"${keyword}" in ${fact.id}`).toBeUndefined();
        seen.set(keyword.toLowerCase(), fact.id);
      }
  });
});
