// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { job5001 } from '../stories/job-5001';
import { JobPrint } from './JobPrint';

// The server renders the same component to HTML for its PDF: with no DOM, rendering reads no browser state.
describe('the printout rendered where there is no DOM', () => {
  test('renders whole; an html answer without a sanitiser is text, never markup', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToStaticMarkup(<JobPrint data={job5001} />);
    expect(html).toContain('Job WO-1001');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  test('an html answer goes through the sanitiser the server gives', () => {
    const html = renderToStaticMarkup(
      <JobPrint data={job5001} sanitizeHtml={(answer) => answer.replace(/<img[^>]*>/g, '')} />,
    );
    expect(html).toContain('<p>Looks fine to me.</p>');
    expect(html).not.toContain('onerror');
  });
});
