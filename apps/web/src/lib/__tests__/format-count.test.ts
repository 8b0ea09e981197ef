import { describe, expect, it } from 'vitest';
import { formatCount } from '../format-count';

describe('formatCount', () => {
  it("groups digits as Intl's en-IN does", () => {
    const intl = new Intl.NumberFormat('en-IN');
    for (const value of [
      0, 7, 99, 100, 999, 1000, 1234, 12_500, 99_999, 100_000, 123_456, 1_234_567, 987_654_321, -4_321,
    ])
      expect(formatCount(value), String(value)).toBe(intl.format(value));
  });
});
