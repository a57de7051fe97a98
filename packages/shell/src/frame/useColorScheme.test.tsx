import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_KEY, chooseColorScheme, useAppliedColorScheme, useColorScheme } from './useColorScheme';

afterEach(() => {
  localStorage.clear();
  document.body.removeAttribute('data-fk-scheme');
  document.documentElement.style.colorScheme = '';
});

describe('the colour scheme the user chose, kept per browser', () => {
  it('is the system’s until chosen, and anything else stored reads as the system’s', () => {
    expect(renderHook(() => useColorScheme()).result.current).toBe('system');
    localStorage.setItem(COLOR_SCHEME_KEY, 'purple');
    expect(renderHook(() => useColorScheme()).result.current).toBe('system');
  });

  it('a choice is stored, applied to the body and the page’s own controls, and heard by every part of the page', () => {
    const shown = renderHook(() => useColorScheme());
    renderHook(() => useAppliedColorScheme());
    expect(document.body.getAttribute('data-fk-scheme')).toBe('system');
    expect(document.documentElement.style.colorScheme).toBe('light dark');
    act(() => chooseColorScheme('dark'));
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(shown.result.current).toBe('dark');
    expect(document.body.getAttribute('data-fk-scheme')).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('a choice made in another tab (a storage event) reaches this one', () => {
    const shown = renderHook(() => useColorScheme());
    act(() => {
      localStorage.setItem(COLOR_SCHEME_KEY, 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_SCHEME_KEY, newValue: 'light' }));
    });
    expect(shown.result.current).toBe('light');
  });
});
