import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { WindowedLog } from './WindowedLog';

interface Entry {
  id: number;
  text: string;
  at: Date;
}

const DAY = 86_400_000;
const now = Date.now();

/** `count` entries, one an hour, the last one now. */
const entries = (count: number, firstId = 1): Entry[] =>
  Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    text: `Entry ${firstId + i}`,
    at: new Date(now - (count - 1 - i) * 3_600_000),
  }));

/** A log in a fixed-height column, as a widget shows it. */
function Log({
  items,
  hasOlder = false,
  loadingOlder = false,
  pending,
}: {
  items: Entry[];
  hasOlder?: boolean;
  loadingOlder?: boolean;
  pending?: Entry[];
}) {
  return (
    <div
      style={{ height: 320, width: 360, display: 'flex', flexDirection: 'column', border: '1px solid #ccc' }}
    >
      <WindowedLog
        items={items}
        pending={pending}
        keyOf={(entry) => entry.id}
        dateOf={(entry) => entry.at}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        onLoadOlder={() => {}}
        label="Service log"
        emptyText="Nothing logged yet"
        loadingOlderText="Loading older entries"
        jumpText="Jump to latest"
        newBelowText={(count) => `${count} new`}
        renderItem={(entry, itemProps) => (
          <article {...itemProps} style={{ padding: 8, background: 'var(--fk-color-surface-raised)' }}>
            {entry.text}
          </article>
        )}
      />
    </div>
  );
}

/** A log whose older pages load as the top is reached (here, pages of 50 made up on the spot). */
function PagedLog() {
  const [items, setItems] = useState(() => entries(50, 951));
  const [older, setOlder] = useState({ hasOlder: true, loadingOlder: false });
  return (
    <div
      style={{ height: 320, width: 360, display: 'flex', flexDirection: 'column', border: '1px solid #ccc' }}
    >
      <WindowedLog
        items={items}
        keyOf={(entry) => entry.id}
        dateOf={(entry) => entry.at}
        {...older}
        onLoadOlder={() => {
          setOlder({ hasOlder: true, loadingOlder: true });
          setTimeout(() => {
            const first = items[0]?.id ?? 1;
            const page = entries(Math.min(50, first - 1), Math.max(1, first - 50)).map((entry) => ({
              ...entry,
              at: new Date(entry.at.getTime() - 3 * DAY),
            }));
            setItems([...page, ...items]);
            setOlder({ hasOlder: page[0]?.id !== 1, loadingOlder: false });
          }, 500);
        }}
        label="Service log"
        emptyText="Nothing logged yet"
        loadingOlderText="Loading older entries"
        jumpText="Jump to latest"
        newBelowText={(count) => `${count} new`}
        renderItem={(entry, itemProps) => (
          <article {...itemProps} style={{ padding: 8, background: 'var(--fk-color-surface-raised)' }}>
            {entry.text}
          </article>
        )}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/WindowedLog',
  component: Log,
  args: { items: entries(30) },
} satisfies Meta<typeof Log>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Entries over two days, with their date separators (Yesterday, Today); the view starts at the newest. */
export const TwoDays: Story = {};

/** No entries. */
export const Empty: Story = { args: { items: [] } };

/** An older page is loading: the status line at the top. */
export const LoadingOlder: Story = { args: { hasOlder: true, loadingOlder: true } };

/** Entries not stored yet (an outbox) follow the newest. */
export const WithPending: Story = {
  args: { items: entries(5), pending: [{ id: 1000, text: 'Waiting to send', at: new Date() }] },
};

/** 2,000 entries: only 120 are in the page at a time; scrolling moves the window. */
export const Long: Story = { args: { items: entries(2000) } };

/** Scrolled away from the newest entry: the Jump to latest button (End does the same). */
export const ScrolledAway: Story = {
  args: { items: entries(200) },
  play: async ({ canvasElement }) => {
    const log = canvasElement.querySelector<HTMLElement>('[role="log"]');
    if (!log) return;
    log.dispatchEvent(new WheelEvent('wheel'));
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
  },
};

/** Reaching the top loads the page before the oldest entry. */
export const Paged: Story = { render: () => <PagedLog /> };
