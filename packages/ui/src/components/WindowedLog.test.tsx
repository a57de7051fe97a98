import { formatDate } from '@fieldkit/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WindowedLog } from './WindowedLog';

interface Entry {
  id: number;
  text: string;
  at: Date;
}

/** Where older entries stand: some may be loaded, a page is loading, or all are here. */
type OlderStatus = 'idle' | 'loading' | 'done';

const today = new Date();
const entries = (from: number, to: number, at = today): Entry[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i, text: `Entry ${from + i}`, at }));

function Log({
  items,
  pending,
  olderStatus = 'done',
  onLoadOlder = () => {},
  withDates = false,
}: {
  items: Entry[];
  pending?: Entry[];
  olderStatus?: OlderStatus;
  onLoadOlder?: () => void;
  withDates?: boolean;
}) {
  return (
    <WindowedLog
      items={items}
      pending={pending}
      keyOf={(entry) => entry.id}
      dateOf={withDates ? (entry) => entry.at : undefined}
      hasOlder={olderStatus !== 'done'}
      loadingOlder={olderStatus === 'loading'}
      onLoadOlder={onLoadOlder}
      maxRendered={10}
      step={4}
      label="Messages with Bob"
      emptyText="No messages yet"
      loadingOlderText="Loading older messages"
      jumpText="Jump to latest"
      newBelowText={(count) => `${count} new`}
      renderItem={(entry, itemProps) => (
        <article {...itemProps} aria-label={entry.text}>
          {entry.text}
        </article>
      )}
    />
  );
}

const shownTexts = () =>
  within(screen.getByRole('log'))
    .queryAllByRole('article')
    .map((article) => article.textContent);

/** The content of the log is `height` tall in a 100 px view. */
function sizeLog(height: number) {
  const log = screen.getByRole('log');
  Object.defineProperty(log, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(log, 'clientHeight', { configurable: true, value: 100 });
  return log;
}

/** The user scrolls the log (a wheel turn) to `top` of a `height` tall content in a 100 px view. */
function scrollLog(top: number, height = 1000) {
  const log = sizeLog(height);
  fireEvent.wheel(log);
  log.scrollTop = top;
  fireEvent.scroll(log);
}

describe('a long log is a polite live region that renders a window of its entries', () => {
  it('is a log named by its label, polite, and reachable by keyboard', () => {
    render(<Log items={entries(1, 3)} />);
    const log = screen.getByRole('log', { name: 'Messages with Bob' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.tabIndex).toBe(0);
  });

  it('holds at most `maxRendered` entries: the newest ones', () => {
    render(<Log items={entries(1, 25)} />);
    expect(shownTexts()).toEqual(entries(16, 25).map((e) => e.text));
  });

  it('shows the pending entries after the newest while it follows the newest', () => {
    render(<Log items={entries(1, 3)} pending={[{ id: 100, text: 'Waiting', at: today }]} />);
    expect(shownTexts()).toEqual(['Entry 1', 'Entry 2', 'Entry 3', 'Waiting']);
  });

  it('says when it has no entry', () => {
    render(<Log items={[]} />);
    expect(within(screen.getByRole('log')).getByText('No messages yet')).toBeDefined();
  });

  it('says, as a status, that an older page is loading', () => {
    render(<Log items={entries(1, 3)} olderStatus="loading" />);
    expect(within(screen.getByRole('log')).getByRole('status').textContent).toBe('Loading older messages');
  });
});

describe('reaching the top shows older entries, loading a page when none are left in memory', () => {
  it('moves the window a step towards the oldest when entries before it are in memory', () => {
    render(<Log items={entries(1, 25)} />);
    scrollLog(0);
    expect(shownTexts()).toEqual(entries(12, 21).map((e) => e.text));
  });

  it('asks for the older page once, at the oldest entry in memory, while older ones can be loaded', () => {
    const onLoadOlder = vi.fn();
    const { rerender } = render(<Log items={entries(1, 5)} olderStatus="idle" onLoadOlder={onLoadOlder} />);
    scrollLog(0);
    expect(onLoadOlder).toHaveBeenCalledOnce();
    rerender(<Log items={entries(1, 5)} olderStatus="loading" onLoadOlder={onLoadOlder} />);
    scrollLog(0);
    expect(onLoadOlder).toHaveBeenCalledOnce();
  });

  it('asks for nothing when every entry is loaded', () => {
    const onLoadOlder = vi.fn();
    render(<Log items={entries(1, 5)} olderStatus="done" onLoadOlder={onLoadOlder} />);
    scrollLog(0);
    expect(onLoadOlder).not.toHaveBeenCalled();
  });

  it('reaching the bottom again moves the window back to the newest, pending entries included', () => {
    const pending = [{ id: 100, text: 'Waiting', at: today }];
    render(<Log items={entries(1, 25)} pending={pending} />);
    scrollLog(0);
    expect(shownTexts()).not.toContain('Waiting');
    scrollLog(900);
    expect(shownTexts()).toEqual([...entries(16, 25).map((e) => e.text), 'Waiting']);
  });
});

describe('following the newest entry', () => {
  it('content that changes height under a view at the bottom keeps it there; the user scrolling up is followed', () => {
    render(<Log items={entries(1, 5)} />);
    const log = sizeLog(400);
    // A preview swapped in for its placeholder: the content grew and the browser clamped the scroll meanwhile.
    log.scrollTop = 250;
    fireEvent.scroll(log);
    expect(log.scrollTop).toBe(400);
    // The same after a wheel turn is the user's scroll: the view stays where they took it.
    scrollLog(150, 500);
    expect(log.scrollTop).toBe(150);
  });

  it('a scroll that comes with a window resize (a phone keyboard, a full-page screenshot) keeps the bottom', () => {
    render(<Log items={entries(1, 5)} />);
    const log = sizeLog(400);
    log.scrollTop = 300;
    fireEvent.scroll(log);
    expect(log.scrollTop).toBe(400);
    // The window is resized and the browser moves the view 350 px up, with no input from the user.
    fireEvent(window, new Event('resize'));
    log.scrollTop = 50;
    fireEvent.scroll(log);
    expect(log.scrollTop).toBe(400);
    expect(screen.queryByRole('button', { name: /Jump to latest/ })).toBeNull();
    // Long after the resize, such a scroll is taken as it is (a screen reader moving through the log).
    const clock = vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 5000);
    try {
      log.scrollTop = 50;
      fireEvent.scroll(log);
      expect(log.scrollTop).toBe(50);
    } finally {
      clock.mockRestore();
    }
  });

  it('back at the bottom by their own scroll after the content grew, a later scroll not theirs is not undone', () => {
    render(<Log items={entries(1, 5)} />);
    scrollLog(100, 400);
    // The content grew while the user was up; they scroll back near the bottom.
    const log = sizeLog(600);
    scrollLog(470, 600);
    // Long after their last input, the scroll goes on (touch momentum): nothing changed height, nothing is undone.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 5000);
    try {
      log.scrollTop = 480;
      fireEvent.scroll(log);
      expect(log.scrollTop).toBe(480);
    } finally {
      clock.mockRestore();
    }
  });
});

describe("the newest entry is never lost: Jump to latest, End, and the user's own entries", () => {
  const jump = () => screen.queryByRole('button', { name: /^Jump to latest/ });

  it('away from the newest: a Jump to latest button naming the entries that arrived since; it brings the view back', () => {
    const { rerender } = render(<Log items={entries(1, 8)} />);
    scrollLog(900);
    expect(jump()).toBeNull();
    scrollLog(100);
    expect(jump()?.textContent).toBe('Jump to latest');
    rerender(<Log items={entries(1, 10)} />);
    expect(jump()?.textContent).toBe('Jump to latest 2 new');
    fireEvent.click(jump()!);
    expect(jump()).toBeNull();
    expect(screen.getByRole('log').scrollTop).toBe(1000);
  });

  it('from far back in a long log, the button and End both go to the very newest entry', () => {
    render(<Log items={entries(1, 40)} />);
    for (let i = 0; i < 4; i++) scrollLog(0);
    expect(shownTexts()).not.toContain('Entry 40');
    fireEvent.click(jump()!);
    expect(shownTexts().at(-1)).toBe('Entry 40');
    for (let i = 0; i < 4; i++) scrollLog(0);
    expect(shownTexts()).not.toContain('Entry 40');
    fireEvent.keyDown(screen.getByRole('log'), { key: 'End' });
    expect(shownTexts().at(-1)).toBe('Entry 40');
    expect(jump()).toBeNull();
  });

  it("a pending entry added (the user's own message) brings the view to it, wherever the view was", () => {
    const { rerender } = render(<Log items={entries(1, 40)} />);
    for (let i = 0; i < 4; i++) scrollLog(0);
    rerender(<Log items={entries(1, 40)} pending={[{ id: 100, text: 'Just sent', at: today }]} />);
    expect(shownTexts().at(-1)).toBe('Just sent');
    expect(jump()).toBeNull();
  });
});

describe("date separators ('Today', 'Yesterday' or the date) come before each day's first entry", () => {
  it('puts the date before an earlier day, the yesterday text before yesterday’s, the today text before today’s', () => {
    const earlier = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 3, 9);
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1, 9);
    render(
      <Log withDates items={[...entries(1, 2, earlier), ...entries(3, 3, yesterday), ...entries(4, 4)]} />,
    );
    const log = screen.getByRole('log');
    const lines = [...log.querySelectorAll('p, article')].map((e) => e.textContent);
    expect(lines).toEqual([
      formatDate(earlier),
      'Entry 1',
      'Entry 2',
      'Yesterday',
      'Entry 3',
      'Today',
      'Entry 4',
    ]);
  });
});
