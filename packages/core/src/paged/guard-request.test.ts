import { describe, expect, it, vi } from 'vitest';
import { guardRequest } from './guard-request';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('guardRequest: a one-off load whose answer is applied only while it is still wanted', () => {
  it('passes the answer on, and starts the load at once', async () => {
    const load = vi.fn(async () => 'logo');
    const onValue = vi.fn();
    guardRequest(load, onValue);
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    expect(onValue).toHaveBeenCalledWith('logo');
  });

  it('cancel aborts the signal the load was given, and the answer is dropped', async () => {
    let signal: AbortSignal | undefined;
    let answer: (value: string) => void = () => {};
    const onValue = vi.fn();
    const cancel = guardRequest((given) => {
      signal = given;
      return new Promise<string>((resolve) => {
        answer = resolve;
      });
    }, onValue);
    cancel();
    expect(signal?.aborted).toBe(true);
    answer('late');
    await settle();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('a failure is passed to onError; an abort or a failure after cancel is not', async () => {
    const onError = vi.fn();
    const failure = new Error('503');
    guardRequest(() => Promise.reject(failure), vi.fn(), onError);
    await settle();
    expect(onError).toHaveBeenCalledWith(failure);

    onError.mockClear();
    const cancel = guardRequest(
      (signal) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
      vi.fn(),
      onError,
    );
    cancel();
    await settle();
    let fail: (error: unknown) => void = () => {};
    const cancelLater = guardRequest(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
      vi.fn(),
      onError,
    );
    cancelLater();
    fail(new Error('too late'));
    await settle();
    expect(onError).not.toHaveBeenCalled();
  });

  it('a load that throws at once is a failure like any other', async () => {
    const onError = vi.fn();
    const failure = new Error('bad input');
    guardRequest(
      () => {
        throw failure;
      },
      vi.fn(),
      onError,
    );
    await settle();
    expect(onError).toHaveBeenCalledWith(failure);
  });
});
