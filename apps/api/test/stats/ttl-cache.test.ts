import { describe, expect, it } from 'vitest';
import { cachedFor } from '../../src/modules/stats/ttl-cache';

describe('cachedFor', () => {
  it('reuses a result for the ttl, then loads again', async () => {
    let clock = 1_000;
    let loads = 0;
    const get = cachedFor(
      10_000,
      async () => (loads += 1),
      () => clock,
    );
    expect(await get()).toBe(1);
    clock += 9_999;
    expect(await get()).toBe(1);
    clock += 1;
    expect(await get()).toBe(2);
    expect(loads).toBe(2);
  });

  it('shares one in-flight load between concurrent callers', async () => {
    let loads = 0;
    let release: (value: number) => void = () => undefined;
    const get = cachedFor(10_000, () => {
      loads += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    });
    const calls = [get(), get(), get()];
    release(7);
    expect(await Promise.all(calls)).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
  });

  it('does not keep a failure: the next caller retries', async () => {
    let loads = 0;
    const get = cachedFor(10_000, async () => {
      loads += 1;
      if (loads === 1) throw new Error('database down');
      return 'ok';
    });
    await expect(get()).rejects.toThrow('database down');
    expect(await get()).toBe('ok');
  });

  it('with a ttl of 0 always loads fresh', async () => {
    let loads = 0;
    const get = cachedFor(0, async () => (loads += 1));
    await get();
    await get();
    expect(loads).toBe(2);
  });
});
