import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { bundleHarness, HARNESS, serveHarness } from '../e2e/harness/bundle';
import type { TimingHarness } from '../e2e/harness/safe-html-timing';
import { median, percentile, round } from './stats';

/** A 200 KB HTML e-mail sanitised and shown in the app's SafeHtml frame, in Chromium. */
export interface SafeHtmlRenderFigures {
  /** The e-mail as sent: its size, and what the sanitiser left of it. */
  mail: { bytes: number; sanitizedBytes: number; remoteImages: number; blockedImages: number };
  warmups: number;
  runs: number;
  /** From asking React to show the e-mail in a new SafeHtml frame to the frame's `load` event. */
  render: { medianMs: number; p95Ms: number; maxMs: number };
  /** sanitizeUntrustedHtml (DOMPurify) alone, in the same page. */
  sanitize: { medianMs: number; p95Ms: number };
  /** Requests the page or its frames made anywhere but the harness (the e-mail's images and links): should be 0. */
  requestsElsewhere: number;
}

const WORDS = (
  'your order service visit engineer arrival window confirmed boiler annual check invoice payment thank you ' +
  'for choosing us please note the technician will call ahead if running late parts warranty renewal account ' +
  'summary below details schedule appointment reference customer support team replies within one working day'
).split(' ');

/**
 * A marketing and order e-mail of about `bytes` bytes, as mail tools write them: a head with a style sheet, nested
 * layout tables with inline styles on every cell, paragraphs, links with tracking parameters, remote product images
 * and a tracking pixel (held back by the sanitiser), and the odd script and handler (removed). The same every time.
 */
export function marketingMail(bytes = 200 * 1024): { html: string; remoteImages: number } {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  const sentence = (words: number) => {
    const text = Array.from({ length: words }, () => WORDS[next() % WORDS.length]).join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  const link = (path: string, text: string) =>
    `<a href="https://mail.example-shop.com/c/${path}?utm_source=newsletter&amp;utm_medium=email&amp;id=${next()}" style="color:#0b62d6;text-decoration:underline" target="_top">${text}</a>`;
  const image = (name: string, width: number) =>
    `<img src="https://cdn.example-shop.com/img/${name}-${next() % 10000}.jpg" width="${width}" alt="${name}" style="display:block;border:0;max-width:100%">`;
  const cell = 'style="padding:8px 12px;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#333333"';
  const head =
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"><html><head><meta charset="utf-8">' +
    '<title>Your service summary</title><style type="text/css">body{margin:0;padding:0}.btn a{background:#0b62d6}' +
    '@media only screen and (max-width:600px){.col{width:100%!important}}</style>' +
    '<script>window.__track && window.__track("open")</script></head>' +
    '<body style="margin:0;padding:0;background:#f3f5f8" onload="track()">' +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f3f5f8"><tr><td align="center">' +
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #e1e5ea">' +
    `<tr><td ${cell}>${image('logo', 180)}</td></tr>`;
  const parts = [head];
  let length = head.length;
  for (let section = 1; ; section++) {
    const rows = Array.from({ length: 6 }, (_, i) => {
      const price = (next() % 50000) / 100;
      return (
        `<tr><td class="col" width="120" ${cell}>${image(`product-${section}-${i}`, 100)}</td>` +
        `<td ${cell}>${link(`p/${section}/${i}`, sentence(4))}<br><span style="color:#6b7785;font-size:12px">${sentence(10)}</span></td>` +
        `<td align="right" ${cell}>${1 + (next() % 4)}</td><td align="right" ${cell}><b>£${price.toFixed(2)}</b></td></tr>`
      );
    }).join('');
    const part =
      `<tr><td ${cell}><h2 style="font-size:20px;margin:16px 0 8px;color:#1d2733">${sentence(5)}</h2>` +
      `<p style="margin:0 0 12px;line-height:1.5">${sentence(30)} ${sentence(25)} ${link(`s/${section}`, 'Read more')}</p>` +
      `<p style="margin:0 0 12px;line-height:1.5">${sentence(40)}</p>` +
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">' +
      `<tr><th align="left" ${cell}></th><th align="left" ${cell}>Item</th><th align="right" ${cell}>Qty</th><th align="right" ${cell}>Price</th></tr>` +
      `${rows}</table>` +
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td class="btn" bgcolor="#0b62d6" style="border-radius:4px;padding:10px 18px">` +
      `<a href="https://mail.example-shop.com/c/cta/${section}" onclick="return track(${section})" style="color:#ffffff;font-weight:bold;text-decoration:none">Book your next visit</a>` +
      '</td></tr></table></td></tr>';
    // The footer below is about 1 KB.
    if (length + part.length > bytes - 1024) break;
    parts.push(part);
    length += part.length;
  }
  // Closing words, paragraph by paragraph, up to about the size asked.
  for (;;) {
    const paragraph = `<tr><td ${cell}><p style="margin:0 0 12px;line-height:1.5">${sentence(25)}</p></td></tr>`;
    if (length + paragraph.length > bytes - 1024) break;
    parts.push(paragraph);
    length += paragraph.length;
  }
  parts.push(
    `<tr><td ${cell}><p style="font-size:12px;color:#6b7785">${sentence(20)} ${link('unsubscribe', 'Unsubscribe')} · ` +
      `${link('preferences', 'Preferences')}</p><img src="https://t.example-shop.com/open.gif?u=${next()}" width="1" height="1" alt="">` +
      '</td></tr></table></td></tr></table></body></html>',
  );
  const html = parts.join('');
  return { html, remoteImages: html.match(/<img src="https:/g)?.length ?? 0 };
}

/**
 * Opens the app's SafeHtml harness in Chromium (the built @fieldkit/ui/html, bundled as the e2e tests bundle it) and
 * shows the same 200 KB e-mail `warmups + runs` times, each in a new frame; only the last `runs` count. Then times
 * the sanitiser alone as often.
 */
export async function benchSafeHtmlRender(runs = 15, warmups = 3): Promise<SafeHtmlRenderFigures> {
  const bundle = await bundleHarness(
    fileURLToPath(new URL('../e2e/harness/safe-html-timing.ts', import.meta.url)),
  );
  const mail = marketingMail();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    let requestsElsewhere = 0;
    page.on('request', (request) => {
      if (!request.url().startsWith(`${HARNESS}/`)) requestsElsewhere += 1;
    });
    await serveHarness(page, bundle);
    await page.goto(`${HARNESS}/`);
    await page.waitForFunction('typeof window.__timing === "object"');
    // Strings, not functions: functions compiled by tsx may name helpers the page does not have.
    await page.evaluate(`window.__timing.mail = ${JSON.stringify(mail.html)}; undefined`);
    const render: number[] = [];
    for (let i = 0; i < warmups + runs; i++) {
      const ms = (await page.evaluate('window.__timing.render()')) as number;
      if (i >= warmups) render.push(ms);
    }
    const frames = await page.locator('iframe.fk-safe-html').count();
    const text = await page.frames()[1]?.locator('h2').count();
    if (frames !== 1 || !text) throw new Error(`expected one frame showing the e-mail, found ${frames}`);
    const sanitize: number[] = [];
    let last: ReturnType<TimingHarness['sanitize']> | undefined;
    for (let i = 0; i < warmups + runs; i++) {
      last = (await page.evaluate('window.__timing.sanitize()')) as ReturnType<TimingHarness['sanitize']>;
      if (i >= warmups) sanitize.push(last.ms);
    }
    return {
      mail: {
        bytes: Buffer.byteLength(mail.html),
        sanitizedBytes: last?.bytes ?? 0,
        remoteImages: mail.remoteImages,
        blockedImages: last?.blockedImages ?? 0,
      },
      warmups,
      runs,
      render: {
        medianMs: round(median(render)),
        p95Ms: round(percentile(render, 95)),
        maxMs: round(Math.max(...render)),
      },
      sanitize: { medianMs: round(median(sanitize)), p95Ms: round(percentile(sanitize, 95)) },
      requestsElsewhere,
    };
  } finally {
    await browser.close();
  }
}
