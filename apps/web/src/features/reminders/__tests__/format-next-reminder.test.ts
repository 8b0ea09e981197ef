import { describe, expect, it } from 'vitest';
import { formatNextReminder } from '../utils/format-next-reminder';
import { describeTimeZone, isSameZone } from '../utils/time-zone-label';

describe('formatNextReminder', () => {
  it("tells the instant on the learner's saved clock, with the zone", () => {
    expect(formatNextReminder('2025-07-15T02:00:00.000Z', 'Asia/Kolkata', 'en-US')).toBe(
      'Tuesday, July 15 at 7:30 AM GMT+5:30',
    );
    expect(formatNextReminder('2025-07-15T02:00:00.000Z', 'America/New_York', 'en-US')).toBe(
      'Monday, July 14 at 10:00 PM EDT',
    );
  });

  it('falls back to the browser zone for an unknown zone, and to nothing for a bad date', () => {
    expect(formatNextReminder('2025-07-15T02:00:00.000Z', 'Mars/Olympus', 'en-US')).toMatch(/July 1[45]/);
    expect(formatNextReminder('not a date', 'Asia/Kolkata')).toBeNull();
  });
});

describe('time zone labels', () => {
  it("names the zone by today's IANA name with its long name, and treats old and new names as one zone", () => {
    expect(describeTimeZone('Asia/Calcutta', 'en-US')).toBe('India Standard Time (Asia/Kolkata)');
    expect(describeTimeZone('Asia/Kolkata', 'en-US')).toBe('India Standard Time (Asia/Kolkata)');
    expect(isSameZone('Asia/Calcutta', 'Asia/Kolkata')).toBe(true);
    expect(isSameZone('Europe/London', 'Asia/Kolkata')).toBe(false);
    expect(describeTimeZone('Mars/Olympus')).toBe('Mars/Olympus');
  });
});
