import { describe, expect, it } from 'vitest';
import { addDays, formatShortDate, weekdayIndex } from '../calendar-date';

describe('calendar dates', () => {
  it("writes '2 Dec' as Intl's en-GB does, for every month, wherever the browser is", () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      for (const day of ['01', '15', '28']) {
        const date = `2027-${String(month).padStart(2, '0')}-${day}`;
        expect(formatShortDate(date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
      }
    }
    expect(formatShortDate('2026-12-02')).toBe('2 Dec');
  });

  it('counts days across a month and a year', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });
});
