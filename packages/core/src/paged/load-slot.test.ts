import { describe, expect, test } from 'vitest';
import { createLoadSlot, type Loading } from './load-slot';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a load slot: one value of a model loaded on demand', () => {
  test('says loading, then the value, and runs what follows with it', async () => {
    const seen: Array<Loading<number>> = [];
    const then: number[] = [];
    const slot = createLoadSlot<number>((loading) => seen.push(loading));
    slot.load(
      async () => 7,
      (value) => then.push(value),
    );
    await settle();
    expect(seen).toEqual([
      { status: 'loading', value: null },
      { status: 'ready', value: 7 },
    ]);
    expect(then).toEqual([7]);
  });

  test('a failure is an error; a load thrown before its promise is one too', async () => {
    const seen: Array<Loading<number>> = [];
    const slot = createLoadSlot<number>((loading) => seen.push(loading));
    slot.load(() => Promise.reject(new Error('down')));
    await settle();
    slot.load(() => {
      throw new Error('no request made');
    });
    await settle();
    expect(seen.map((loading) => loading.status)).toEqual(['loading', 'error', 'loading', 'error']);
  });

  test('each load aborts the one before, whose answer is never written; abort stops the last', async () => {
    const seen: Array<Loading<string>> = [];
    const signals: AbortSignal[] = [];
    const answers: Array<(value: string) => void> = [];
    const slot = createLoadSlot<string>((loading) => seen.push(loading));
    const held = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => answers.push(resolve));
    };
    slot.load(held);
    slot.load(held);
    expect(signals[0]?.aborted).toBe(true);
    answers[0]?.('old');
    answers[1]?.('new');
    await settle();
    expect(seen.at(-1)).toEqual({ status: 'ready', value: 'new' });
    slot.load(held);
    slot.abort();
    answers[2]?.('late');
    await settle();
    expect(signals[2]?.aborted).toBe(true);
    expect(seen.at(-1)).toEqual({ status: 'loading', value: null });
  });
});
