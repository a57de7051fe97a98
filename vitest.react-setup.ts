import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out and has no Element.scrollTo; the windowed log's animated scroll calls it. (A test file may
// run in Node instead, `@vitest-environment node`: there is no Element there.)
if (typeof Element !== 'undefined')
  Element.prototype.scrollTo ??= function scrollTo(this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
  } as Element['scrollTo'];

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
