import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoad } from './useLoad';

/** A load whose answers the test gives: each call waits until `answer(n, value)` or `fail(n)`. */
function loads<T>() {
  const calls: Array<{
    key: unknown;
    signal: AbortSignal;
    resolve: (v: T) => void;
    reject: (e: unknown) => void;
  }> = [];
  const load = (key: unknown) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  return { calls, load };
}

describe('one asynchronous value by key', () => {
  it('loads, and an answer for a key left meanwhile is never applied (its request aborted)', async () => {
    const { calls, load } = loads<string>();
    const { result, rerender } = renderHook(({ id }) => useLoad(load(id), id), { initialProps: { id: 1 } });
    expect(result.current.status).toBe('loading');
    rerender({ id: 2 });
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[0]?.resolve('one'));
    await act(async () => calls.at(-1)?.resolve('two'));
    expect(result.current).toMatchObject({ status: 'ready', value: 'two' });
  });

  it('an error until retry, which asks again', async () => {
    const { calls, load } = loads<string>();
    const { result } = renderHook(() => useLoad(load('x'), 'x'));
    await act(async () => calls.at(-1)?.reject(new Error('down')));
    expect(result.current).toMatchObject({ status: 'error', value: null });
    const before = calls.length;
    act(() => result.current.retry());
    await waitFor(() => expect(calls.length).toBe(before + 1));
    await act(async () => calls.at(-1)?.resolve('back'));
    expect(result.current).toMatchObject({ status: 'ready', value: 'back' });
  });

  it('inactive asks nothing; a value loaded stays when it turns inactive, and is not asked again', async () => {
    const { calls, load } = loads<string>();
    const { result, rerender } = renderHook(({ active }) => useLoad(load('pdf'), 'pdf', { active }), {
      initialProps: { active: false },
    });
    expect(result.current.status).toBe('idle');
    expect(calls).toHaveLength(0);
    rerender({ active: true });
    await act(async () => calls.at(-1)?.resolve('bytes'));
    const asked = calls.length;
    rerender({ active: false });
    rerender({ active: true });
    expect(result.current).toMatchObject({ status: 'ready', value: 'bytes' });
    expect(calls).toHaveLength(asked);
  });

  it('back to a key settled before, after another one was asked meanwhile, loads it again (never stuck loading)', async () => {
    const { calls, load } = loads<string>();
    const { result, rerender } = renderHook(({ id }) => useLoad(load(id), id), {
      initialProps: { id: 'en' },
    });
    await act(async () => calls.at(-1)?.resolve('en pdf'));
    rerender({ id: 'fr' });
    rerender({ id: 'en' });
    expect(calls.at(-2)?.signal.aborted).toBe(true);
    expect(calls.at(-1)?.key).toBe('en');
    await act(async () => calls.at(-1)?.resolve('en pdf again'));
    expect(result.current).toMatchObject({ status: 'ready', value: 'en pdf again' });
  });

  it('with keep, the previous value shows while the next key loads', async () => {
    const { calls, load } = loads<string[]>();
    const { result, rerender } = renderHook(({ v }) => useLoad(load(v), v, { keep: true }), {
      initialProps: { v: 0 },
    });
    await act(async () => calls.at(-1)?.resolve(['a']));
    rerender({ v: 1 });
    expect(result.current.value).toEqual(['a']);
    await act(async () => calls.at(-1)?.resolve(['b', 'a']));
    expect(result.current.value).toEqual(['b', 'a']);
  });
});
