import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frameDocument } from './frame-document';
import { SafeHtml } from './SafeHtml';
import { sanitizeUntrustedHtml } from './sanitize';

const clean = (html: string) => sanitizeUntrustedHtml(html).html;

describe("the app's one sanitiser keeps a stranger's text and layout and nothing that runs or reaches out", () => {
  it('drops script, handlers, styles, forms, frames, base, meta, SVG and MathML', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<p onclick="alert(1)" style="background:url(https://evil.example/x)">text</p>',
      '<svg onload=alert(1)><circle/></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<form action="https://evil.example"><input autofocus onfocus=alert(1)></form>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<base href="https://evil.example/">',
      '<meta http-equiv="refresh" content="0;url=https://evil.example">',
      '<style>@import url(https://evil.example/x.css)</style>',
      '<a href="javascript:alert(1)">a</a><a href="data:text/html,<script>alert(1)</script>">b</a>',
      '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x">',
      '<div style="width:expression(alert(1))">x</div>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ];
    for (const payload of payloads) {
      const html = clean(payload);
      expect(html, payload).not.toMatch(
        /<(script|svg|math|style|form|input|iframe|base|meta|object|embed)\b/i,
      );
      expect(html, payload).not.toMatch(/\son\w+=|javascript:|expression\(|data:text|style=/i);
    }
    expect(clean('<p><b>Boiler</b> fixed, <i>pressure</i> 1.5 bar</p>')).toBe(
      '<p><b>Boiler</b> fixed, <i>pressure</i> 1.5 bar</p>',
    );
  });

  it('links open a new tab that cannot reach back; only http(s) and mailto', () => {
    expect(clean('<a href="https://acme.example/r">report</a>')).toBe(
      '<a href="https://acme.example/r" target="_blank" rel="noopener noreferrer">report</a>',
    );
    expect(clean('<a href="mailto:ops@acme.example">mail</a>')).toContain('href="mailto:ops@acme.example"');
  });

  it('remote images are held back and counted; shown, they load only through the proxy', () => {
    const html = '<img src="https://tracker.example/p.gif" alt="pixel"><img src="http://cdn.example/a.png">';
    const tracker = '<img src="https://tracker.example/p.gif">';
    expect(sanitizeUntrustedHtml(html + tracker)).toEqual({
      html: '<img alt="pixel"><img><img>',
      blockedImages: 3,
      blockedUrls: ['https://tracker.example/p.gif', 'http://cdn.example/a.png'],
    });
    const proxied = sanitizeUntrustedHtml(html, {
      showImages: true,
      imageProxy: (url) => `https://app.example/proxy?u=${encodeURIComponent(url)}`,
    });
    expect(proxied.blockedImages).toBe(0);
    expect(proxied.html).toContain('src="https://app.example/proxy?u=https%3A%2F%2Ftracker.example%2Fp.gif"');
    // Without a proxy they stay held back, whatever `showImages` says.
    expect(sanitizeUntrustedHtml(html, { showImages: true }).blockedImages).toBe(2);
  });

  it("cid: images are the message's own parts (as data: images); anything else is dropped", () => {
    const parts: Record<string, string> = { 'logo@acme': 'data:image/png;base64,iVBORw0KGgo=' };
    const html = sanitizeUntrustedHtml(
      '<img src="cid:logo@acme"><img src="cid:other"><img src="data:image/png;base64,AA==">',
      {
        cidUrl: (cid) => parts[cid] ?? null,
      },
    ).html;
    expect(html).toBe('<img src="data:image/png;base64,iVBORw0KGgo="><img><img>');
  });
});

describe('SafeHtml shows it in a frame that runs nothing and belongs to no origin', () => {
  it('a sandbox without scripts or same-origin, no referrer, and a policy that loads nothing but what it names', () => {
    render(
      <SafeHtml
        title="Message"
        html="<p>Hello</p><script>alert(1)</script>"
        imageOrigin="https://app.example"
      />,
    );
    const frame = screen.getByTitle('Message') as HTMLIFrameElement;
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox).not.toMatch(/allow-scripts|allow-same-origin|allow-forms|allow-top-navigation/);
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toMatch(
      /^<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy"/,
    );
    expect(doc).toContain("default-src 'none'; img-src data: https://app.example;");
    expect(doc).toContain('<p>Hello</p>');
    expect(doc).not.toContain('<script');
  });

  it('the policy names no image origin when there is no proxy', () => {
    expect(frameDocument('<p>x</p>')).toContain('img-src data:;');
  });
});
