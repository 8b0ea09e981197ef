import { describe, expect, it } from 'vitest';
import { formatTrialEnd, trialDaysLeft, trialEndedText, trialLeftText } from '../access';

const now = new Date('2026-11-25T12:00:00.000Z');

describe('trial wording', () => {
  it("says how many days are left and the end's date", () => {
    expect(trialLeftText('2026-12-02T12:00:00.000Z', now, 'UTC')).toBe('Trial: 7 days left (ends 2 Dec)');
  });

  it("says '1 day left', not '1 days', on the last day", () => {
    expect(trialLeftText('2026-11-26T08:00:00.000Z', now, 'UTC')).toBe('Trial: 1 day left (ends 26 Nov)');
    expect(trialDaysLeft('2026-11-25T12:00:01.000Z', now)).toBe(1);
    expect(trialDaysLeft('2026-11-25T11:00:00.000Z', now)).toBe(0);
  });

  it("dates the end in the learner's own time zone", () => {
    // 20:00 UTC on 1 Dec is already 2 Dec in India.
    expect(formatTrialEnd('2026-12-01T20:00:00.000Z', 'Asia/Kolkata')).toBe('2 Dec');
    expect(formatTrialEnd('2026-12-01T20:00:00.000Z', 'UTC')).toBe('1 Dec');
  });

  it("writes the date in the browser's own zone as Intl's en-GB would, every month", () => {
    for (let month = 0; month < 12; month += 1) {
      // Late in the evening UTC: in zones east of UTC this is already the next day, and the text must say so.
      const end = new Date(Date.UTC(2026, month, 9, 22, 30));
      const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }).format(end);
      expect(formatTrialEnd(end.toISOString())).toBe(intl);
    }
    expect(formatTrialEnd('2026-09-09T12:00:00.000Z', 'UTC')).toBe('9 Sept');
  });

  it('says when the trial ended, or only that it did', () => {
    expect(trialEndedText('2026-12-02T12:00:00.000Z', 'UTC')).toBe('Your free trial ended on 2 Dec.');
    expect(trialEndedText(null)).toBe('Your free trial has ended.');
  });
});
