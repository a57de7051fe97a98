import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadChatWindow } from '../src/components/load-chat-window';

// jsdom lays nothing out and has no Element.scrollTo; the message list's animated scroll calls it.
Element.prototype.scrollTo ??= function scrollTo(this: Element, options?: ScrollToOptions | number) {
  if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
} as Element['scrollTo'];

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// The window's code loads when it first opens; loaded once here, the tests see it open at once, as users do after
// the first time.
beforeAll(async () => {
  await loadChatWindow();
});
