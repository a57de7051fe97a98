// A page that shows one HTML e-mail at a time in the app's SafeHtml frame and times it (bench/safe-html-render.ts).
import { SafeHtml, sanitizeUntrustedHtml } from '@fieldkit/ui/html';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root')!;
const root = createRoot(container);
let shown = 0;

/** What the bench calls in the page, once `mail` is set. */
export interface TimingHarness {
  mail: string;
  /** Milliseconds from asking React to show `mail` in a new SafeHtml frame to that frame's `load` event. */
  render(): Promise<number>;
  /** Milliseconds of the sanitising alone, and what it left: its UTF-8 size and the remote images it held back. */
  sanitize(): { ms: number; bytes: number; blockedImages: number };
}

const harness: TimingHarness = {
  mail: '',
  render() {
    return new Promise((resolve) => {
      const started = performance.now();
      // `load` does not bubble, but the container sees it on its way down to the frame.
      const onLoad = (event: Event) => {
        if (!(event.target instanceof HTMLIFrameElement)) return;
        container.removeEventListener('load', onLoad, true);
        resolve(performance.now() - started);
      };
      container.addEventListener('load', onLoad, true);
      // A new key is a new frame, as when another message is opened.
      shown += 1;
      root.render(createElement(SafeHtml, { key: shown, title: `Message ${shown}`, html: harness.mail }));
    });
  },
  sanitize() {
    const started = performance.now();
    const { html, blockedImages } = sanitizeUntrustedHtml(harness.mail);
    return { ms: performance.now() - started, bytes: new TextEncoder().encode(html).length, blockedImages };
  },
};
(window as unknown as { __timing: TimingHarness }).__timing = harness;
