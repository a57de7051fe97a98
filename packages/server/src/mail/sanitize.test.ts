import { describe, expect, test } from 'vitest';
import { sanitizeMailHtml, textAsHtml } from './sanitize';

describe("the server's pass over inbound HTML", () => {
  test('keeps the text and layout, drops script, handlers, styles, forms and frames', () => {
    const html = sanitizeMailHtml(
      '<p style="color:red" onclick="x()">Hello <b>there</b></p><script>alert(1)</script><style>p{}</style>' +
        '<form action="https://evil.example"><input name=a></form><iframe src="https://evil.example"></iframe>' +
        '<img src=x onerror=alert(2)><svg onload=alert(3)></svg><math><mi>x</mi></math>',
    );
    // What a dropped element held as text stays as text (the MathML's x).
    expect(html).toBe('<p>Hello <b>there</b></p><img src="x" />x');
  });

  test('links: http(s) and mailto only, opened in a new tab that cannot reach back', () => {
    expect(sanitizeMailHtml('<a href="javascript:alert(1)">x</a><a href="data:text/html,x">y</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a><a target="_blank" rel="noopener noreferrer">y</a>',
    );
    expect(sanitizeMailHtml('<a href="https://acme.example/job/5001">Job</a>')).toBe(
      '<a href="https://acme.example/job/5001" target="_blank" rel="noopener noreferrer">Job</a>',
    );
  });

  test("images: http(s) (shown only when the user asks) and the message's own cid: parts; no data: or other schemes", () => {
    expect(sanitizeMailHtml('<img src="cid:logo@acme" alt="Logo">')).toBe(
      '<img src="cid:logo@acme" alt="Logo" />',
    );
    expect(sanitizeMailHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />');
    expect(sanitizeMailHtml('<img src="//evil.example/pixel.gif">')).toBe('<img />');
  });

  test('plain text becomes escaped paragraphs', () => {
    expect(textAsHtml('Hello <b>bob</b>\nline two\n\nSecond & last')).toBe(
      '<p>Hello &#60;b&#62;bob&#60;/b&#62;<br>line two</p><p>Second &#38; last</p>',
    );
  });
});
