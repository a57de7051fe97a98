import { createFieldkit, createMemoryStorage, type Fieldkit } from '@fieldkit/core';
import { sameOriginConfig } from '@fieldkit/core/contract';
import { demoSession } from '@fieldkit/core/testing';
import { FieldkitProvider } from '@fieldkit/ui';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LOGO_REVOKE_MS, useCompanyLogo } from './useCompanyLogo';
import { THEME_DELAY_MS, useTheme } from './useTheme';

const logo = { attachment: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>'), fileName: 'logo.svg' };

/** Fieldkit signed in as the demo session, with the server's logo answer standing in for the network. */
function signedIn(themeId: number): Fieldkit {
  const fieldkit = createFieldkit({
    config: sameOriginConfig('http://fk.test'),
    storage: createMemoryStorage(),
    fetch: async () =>
      new Response(JSON.stringify(logo), { headers: { 'Content-Type': 'application/json' } }),
  });
  fieldkit.session.setState({
    token: 'tok',
    expiresAt: Date.now() + 3_600_000,
    session: { ...demoSession, ThemeId: themeId },
  });
  return fieldkit;
}

const wrapperOf =
  (fieldkit: Fieldkit) =>
  ({ children }: { children: ReactNode }) => (
    <FieldkitProvider fieldkit={fieldkit}>{children}</FieldkitProvider>
  );

beforeEach(() => {
  vi.useFakeTimers();
  document.body.removeAttribute('data-fk-theme');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the theme from ThemeId is applied 100 ms after the session is read', () => {
  test('not before 100 ms, then the user theme (3 is gray)', () => {
    renderHook(() => useTheme(), { wrapper: wrapperOf(signedIn(3)) });
    act(() => vi.advanceTimersByTime(THEME_DELAY_MS - 1));
    expect(document.body.getAttribute('data-fk-theme')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.body.getAttribute('data-fk-theme')).toBe('gray');
    expect(THEME_DELAY_MS).toBe(100);
  });

  test('an unknown ThemeId gives the default blue', () => {
    renderHook(() => useTheme(), { wrapper: wrapperOf(signedIn(99)) });
    act(() => vi.advanceTimersByTime(THEME_DELAY_MS));
    expect(document.body.getAttribute('data-fk-theme')).toBe('blue');
  });
});

describe('the company logo object URL is revoked 50 ms after the image has it', () => {
  test('revoked at 50 ms, not before', async () => {
    const created = vi.fn(() => 'blob:logo-1');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const { result } = renderHook(() => useCompanyLogo(), { wrapper: wrapperOf(signedIn(1)) });
    await vi.waitFor(() => expect(result.current.src).toBe('blob:logo-1'));
    act(() => result.current.loaded());
    act(() => vi.advanceTimersByTime(LOGO_REVOKE_MS - 1));
    expect(revoked).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(revoked).toHaveBeenCalledWith('blob:logo-1');
    expect(LOGO_REVOKE_MS).toBe(50);
  });
});
