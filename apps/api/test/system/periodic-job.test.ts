import { describe, expect, it, vi } from 'vitest';
import { PeriodicJob } from '../../src/lib/periodic-job';

/** A pass that stays in flight until the test releases it. */
function heldPass() {
  const releases: (() => void)[] = [];
  const pass = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        releases.push(resolve);
      }),
  );
  return { pass, release: () => releases.shift()?.() };
}

describe('PeriodicJob (the mailer, reminder and reconciliation timers)', () => {
  it('runs one pass at a time: a kick while one runs is dropped', async () => {
    const { pass, release } = heldPass();
    const job = new PeriodicJob(pass, () => undefined);
    job.kick();
    job.kick();
    expect(pass).toHaveBeenCalledTimes(1);
    release();
    await job.stop();
    job.kick();
    expect(pass).toHaveBeenCalledTimes(2);
    release();
    await job.stop();
  });

  it('reports a failed pass and runs again on the next kick', async () => {
    const onError = vi.fn();
    const pass = vi.fn().mockRejectedValueOnce(new Error('smtp down')).mockResolvedValue(undefined);
    const job = new PeriodicJob(pass, onError);
    job.kick();
    await job.stop();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'smtp down' }));
    job.kick();
    await job.stop();
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('starts with a pass (unless told to wait), ticks on the interval, and stop waits for the pass in flight', async () => {
    vi.useFakeTimers();
    try {
      const done: string[] = [];
      const job = new PeriodicJob(
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          done.push('pass');
        },
        () => undefined,
      );
      job.start(1000, { immediately: false });
      job.start(10); // a second start is ignored
      expect(done).toEqual([]);
      await vi.advanceTimersByTimeAsync(1000);
      const stopped = job.stop();
      await vi.advanceTimersByTimeAsync(50);
      await stopped;
      expect(done).toEqual(['pass']);
      await vi.advanceTimersByTimeAsync(5000);
      expect(done).toEqual(['pass']);

      const eager = new PeriodicJob(
        async () => {
          done.push('eager');
        },
        () => undefined,
      );
      eager.start(1000);
      await eager.stop();
      expect(done).toEqual(['pass', 'eager']);
    } finally {
      vi.useRealTimers();
    }
  });
});
