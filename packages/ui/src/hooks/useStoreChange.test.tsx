import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { useStoreChange } from './useStoreChange';

const counter = () => createStore<{ count: number; other: string }>()(() => ({ count: 1, other: 'a' }));

describe("useStoreChange: a widget's host callbacks", () => {
  it('hears each change of the slice once, with the latest callback, and nothing of other changes', () => {
    const store = counter();
    const heard: string[] = [];
    const { rerender } = renderHook(
      ({ name }) =>
        useStoreChange(
          store,
          (s) => s.count,
          (count) => heard.push(`${name} ${count}`),
        ),
      { initialProps: { name: 'first' } },
    );
    act(() => store.setState({ count: 2 }));
    // A host passing a new function each render: no resubscription, no second call for the same change.
    rerender({ name: 'second' });
    rerender({ name: 'third' });
    act(() => store.setState({ other: 'b' }));
    act(() => store.setState({ count: 3 }));
    expect(heard).toEqual(['first 2', 'third 3']);
  });

  it('with initial, hears the value at mount too; unmounted, hears nothing', () => {
    const store = counter();
    const heard: number[] = [];
    const { unmount } = renderHook(() =>
      useStoreChange(
        store,
        (s) => s.count,
        (count) => heard.push(count),
        { initial: true },
      ),
    );
    unmount();
    act(() => store.setState({ count: 5 }));
    expect(heard).toEqual([1]);
  });
});
