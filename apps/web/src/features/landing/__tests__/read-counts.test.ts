import { publicStatsResponse } from '@pathwise/contract';
import { lifetimeSlotsResponse } from '@pathwise/contract/payment';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { readCounts } from '../utils/read-counts';

const accepts = (check: () => unknown) => {
  try {
    check();
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return false;
  }
};

const bodies: unknown[] = [
  { plansStartedLastHour: 3, learners: 120 },
  { plansStartedLastHour: 0, learners: 0, extra: 'ignored' },
  { plansStartedLastHour: -1, learners: 5 },
  { plansStartedLastHour: 2.5, learners: 5 },
  { plansStartedLastHour: '3', learners: 5 },
  { plansStartedLastHour: 3 },
  { plansStartedLastHour: Number.NaN, learners: 1 },
  { total: 100, sold: 7, left: 93 },
  { total: 100, sold: 7, left: null },
  null,
  'text',
  [],
];

describe('the social proof response check', () => {
  it("agrees with the contract's schemas on what is a valid response", () => {
    for (const body of bodies) {
      expect(
        accepts(() => readCounts(body, ['plansStartedLastHour', 'learners'])),
        JSON.stringify(body),
      ).toBe(publicStatsResponse.safeParse(body).success);
      expect(
        accepts(() => readCounts(body, ['total', 'sold', 'left'])),
        JSON.stringify(body),
      ).toBe(lifetimeSlotsResponse.safeParse(body).success);
    }
  });

  it('keeps only the named counts', () => {
    expect(readCounts({ total: 100, sold: 7, left: 93, note: 'x' }, ['total', 'left'])).toEqual({
      total: 100,
      left: 93,
    });
  });
});
