import { describe, expect, test } from 'vitest';
import { fairTurns } from './fair-turns';

/** Lets every settled promise's callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fair turns at the PDF printer', () => {
  test("one user's burst waits behind itself: another user's document is next once a slot frees", async () => {
    const turns = fairTurns(2, 1);
    const started: string[] = [];
    const take = (owner: string, name: string) => turns.acquire(owner).then(() => started.push(name));
    // bob queues twelve, alice one after them.
    for (let i = 1; i <= 12; i++) void take('bob', `bob ${i}`);
    void take('alice', 'alice 1');
    await flush();
    // bob holds one slot at most; alice gets the other at once, ahead of bob's eleven waiting.
    expect(started).toEqual(['bob 1', 'alice 1']);
    turns.release('bob');
    await flush();
    expect(started).toEqual(['bob 1', 'alice 1', 'bob 2']);
  });

  test('owners who wait take the free slot in turn, round-robin', async () => {
    const turns = fairTurns(1, 1);
    const started: string[] = [];
    const take = (owner: string, name: string) => turns.acquire(owner).then(() => started.push(name));
    void take('carol', 'carol 0');
    for (const owner of ['bob', 'bob', 'bob', 'alice', 'alice', 'dave']) void take(owner, owner);
    await flush();
    for (const owner of ['carol', 'bob', 'alice', 'dave', 'bob', 'alice']) {
      turns.release(owner);
      await flush();
    }
    expect(started).toEqual(['carol 0', 'bob', 'alice', 'dave', 'bob', 'alice', 'bob']);
    expect(turns.load()).toEqual({ busy: 1, waiting: 0 });
  });

  test('alone, a user uses every slot but one', async () => {
    const turns = fairTurns(3, 2);
    const started: number[] = [];
    for (let i = 0; i < 4; i++) void turns.acquire('bob').then(() => started.push(i));
    await flush();
    expect(started).toEqual([0, 1]);
    expect(turns.load()).toEqual({ busy: 2, waiting: 2 });
  });
});

describe('the waiting queue is bounded', () => {
  test('past the limits, a turn is refused at once: per owner, then in all; a refused turn takes no place', async () => {
    const turns = fairTurns(1, 1, { maxWaiting: 3, maxWaitingPerOwner: 2 });
    const started: string[] = [];
    const take = (owner: string, name: string) =>
      turns.acquire(owner).then(
        () => started.push(name),
        (error: Error) => started.push(`${name} refused: ${error.name}`),
      );
    void take('carol', 'carol 1');
    void take('bob', 'bob 1');
    void take('bob', 'bob 2');
    void take('bob', 'bob 3');
    void take('alice', 'alice 1');
    void take('dave', 'dave 1');
    await flush();
    expect(started).toEqual(['carol 1', 'bob 3 refused: TurnsFull', 'dave 1 refused: TurnsFull']);
    expect(turns.load()).toEqual({ busy: 1, waiting: 3 });
    turns.release('carol');
    await flush();
    expect(started.at(-1)).toBe('bob 1');
    expect(turns.load()).toEqual({ busy: 1, waiting: 2 });
    void take('dave', 'dave 2');
    await flush();
    expect(turns.load().waiting).toBe(3);
  });
});
