import { describe, expect, it } from 'vitest';
import { learnersText, plansStartedText, slotsLeftText } from '../components/social-proof';

describe('social proof wording (real counts only)', () => {
  it('counts people who started a plan, honestly at 0 and 1', () => {
    expect(plansStartedText(0)).toBe('Be the first to start a plan this hour');
    expect(plansStartedText(1)).toBe('1 person started their plan in the last hour');
    expect(plansStartedText(12_500)).toBe('12,500 people started their plan in the last hour');
  });

  it('counts learners', () => {
    expect(learnersText(0)).toBe('Be one of our first learners.');
    expect(learnersText(1)).toBe('1 learner has joined the community so far.');
    expect(learnersText(35)).toBe('35 learners have joined the community so far.');
  });

  it('words lifetime slots by what is left', () => {
    expect(slotsLeftText({ total: 100, left: 100 })).toBe('100 lifetime access slots available');
    expect(slotsLeftText({ total: 100, left: 7 })).toBe('Only 7 of 100 lifetime access slots left');
    expect(slotsLeftText({ total: 100, left: 0 })).toBe('All lifetime access slots are taken');
  });
});
