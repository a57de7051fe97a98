// A page that shows HTML written by strangers in the app's SafeHtml frames: the payloads come from the test.
import { SafeHtml } from '@fieldkit/ui/html';
import { createElement, Fragment } from 'react';
import { createRoot } from 'react-dom/client';

interface Harness {
  payloads: string[];
  /** Where the frames' images may load from, when the test shows images through the proxy. */
  proxy?: string;
}

const { payloads, proxy } = (window as unknown as { __harness: Harness }).__harness;
const frames = payloads.map((html, i) =>
  createElement(SafeHtml, {
    key: i,
    title: `Message ${i + 1}`,
    html,
    ...(proxy
      ? {
          showImages: true,
          imageProxy: (url: string) => `${proxy}/image?u=${encodeURIComponent(url)}`,
          imageOrigin: proxy,
        }
      : {}),
  }),
);
createRoot(document.getElementById('root')!).render(createElement(Fragment, null, frames));
