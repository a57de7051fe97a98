import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const MAIL =
  '<h2>Quarterly maintenance plan</h2><p>Dear Acme team,</p><p>Access is through the loading bay; ' +
  '<a href="https://harbour.example/plan">the full plan</a> is online.</p>' +
  '<table><thead><tr><th>Unit</th><th>System</th></tr></thead><tbody><tr><td>1</td><td>Boiler</td></tr>' +
  '<tr><td>2</td><td>Fire panel</td></tr></tbody></table><p>Kind regards,<br>Harbour Estates</p>';

const meta = {
  title: 'Primitives/SafeHtml',
  component: SafeHtml,
  args: { title: 'Message', html: MAIL },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An HTML e-mail: headings, a link (new tab), a table. */
export const Mail: Story = {};

/** Remote images held back: the tracking pixel and the logo request nothing. */
export const ImagesBlocked: Story = {
  args: {
    html: '<p>Newsletter</p><img src="https://tracker.example/pixel.gif" alt="pixel"><img src="https://cdn.example/logo.png" alt="Logo">',
  },
};

/** The message's own inline image (a cid: part) shows; it is the message's, not the sender's server. */
export const InlineImage: Story = {
  args: {
    html: '<p>Site photo:</p><img src="cid:site@mail" alt="Site">',
    cidUrl: () =>
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  },
};

/** Hostile content: every payload shows as harmless text or not at all. */
export const Hostile: Story = {
  args: {
    html:
      '<p>Hello</p><script>alert(1)</script><img src=x onerror=alert(2)><svg onload=alert(3)></svg>' +
      '<a href="javascript:alert(4)">click</a><form action="https://evil.example"><button>Go</button></form>' +
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
  },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Message');
    const doc = frame.getAttribute('srcdoc') ?? '';
    await expect(doc).not.toMatch(/<script|onerror|onload|javascript:|<form|<base|http-equiv="refresh"/);
    await expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts|allow-same-origin/);
  },
};
