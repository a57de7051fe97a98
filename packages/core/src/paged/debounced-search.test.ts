import { afterEach, describe, expect, it, vi } from 'vitest';
import { debouncedSearch } from './debounced-search';

afterEach(() => {
  vi.useRealTimers();
});

describe('a search box sent once the typing pauses', () => {
  it('sends the last text delayMs after the last key, once; cancel forgets it', () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const search = debouncedSearch({ setSearch: async (text) => void sent.push(text) }, 600);
    search.type('b');
    vi.advanceTimersByTime(300);
    search.type('bo');
    vi.advanceTimersByTime(599);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['bo']);
    search.type('boiler');
    search.cancel();
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual(['bo']);
  });
});
