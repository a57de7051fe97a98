import { setProjectAnnotations } from '@storybook/react';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from './preview';

// Stories run with the same decorators and globals as in Storybook.
setProjectAnnotations(preview);

// jsdom lays nothing out and has no Element.scrollTo; the message list's animated scroll calls it.
Element.prototype.scrollTo ??= function scrollTo(this: Element, options?: ScrollToOptions | number) {
  if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
} as Element['scrollTo'];

afterEach(() => {
  cleanup();
});
