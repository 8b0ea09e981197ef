import { describe, expect, it } from 'vitest';
import { shortDate } from '../short-date';

describe('shortDate', () => {
  it('writes every month as en-GB Intl.DateTimeFormat does, without calling it', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      expect(shortDate(2, month)).toBe(intl.format(new Date(Date.UTC(2026, month, 2))));
    }
  });
});
