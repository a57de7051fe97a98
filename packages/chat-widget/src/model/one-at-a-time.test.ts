import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

/** A task whose runs end when the test says, counting how many started. */
function controlled() {
  const ends: Array<() => void> = [];
  let started = 0;
  const task = () =>
    new Promise<void>((resolve) => {
      started++;
      ends.push(resolve);
    });
  return { task, ends, started: () => started };
}

describe('one run at a time', () => {
  it('calls during a run share one more run after it, and each resolves after a run that started after it', async () => {
    const { task, ends, started } = controlled();
    const run = oneAtATime(task);
    const first = run();
    const during = [run(), run(), run()];
    expect(started()).toBe(1);
    let duringDone = false;
    void Promise.all(during).then(() => {
      duringDone = true;
    });
    ends[0]!();
    await first;
    await Promise.resolve();
    expect(started()).toBe(2);
    expect(duringDone).toBe(false);
    ends[1]!();
    await Promise.all(during);
    expect(started()).toBe(2);
    // Idle again: the next call starts at once.
    void run();
    expect(started()).toBe(3);
  });

  it('a failed run still lets the one asked for meanwhile run, and its caller hears the failure', async () => {
    let n = 0;
    const run = oneAtATime(async () => {
      n++;
      if (n === 1) throw new Error('down');
    });
    const first = run();
    const second = run();
    await expect(first).rejects.toThrow('down');
    await expect(second).resolves.toBeUndefined();
    expect(n).toBe(2);
  });
});
