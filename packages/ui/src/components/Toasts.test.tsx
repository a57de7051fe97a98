import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToastItem } from './Toast';
import { Toasts } from './Toasts';

const all: ToastItem[] = [
  { id: '1', title: 'Saved', severity: 'success' },
  { id: '2', title: 'Logout', message: 'Your session has expired.', severity: 'info' },
  { id: '3', title: 'Licence expires in 3 days', severity: 'warning' },
  { id: '4', title: 'Job 12 does not exist', severity: 'error' },
];

function Harness({ initial = all, duration }: { initial?: ToastItem[]; duration?: number }) {
  const [toasts, setToasts] = useState(initial);
  return (
    <Toasts
      toasts={toasts}
      duration={duration}
      onDismiss={(id) => setToasts((t) => t.filter((x) => x.id !== id))}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts live in a named region; severity decides status or alert', () => {
  it('the region is named Notifications', () => {
    render(<Harness />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });

  it('success and info are status, warning and error are alert', () => {
    render(<Harness duration={0} />);
    expect(screen.getAllByRole('status').map((t) => t.dataset.fkSeverity)).toEqual(['success', 'info']);
    expect(screen.getAllByRole('alert').map((t) => t.dataset.fkSeverity)).toEqual(['warning', 'error']);
    expect(screen.getByText('Your session has expired.')).toBeTruthy();
  });
});

describe('a toast goes away when dismissed or when its time is up', () => {
  it('the dismiss button removes that toast only', async () => {
    render(<Harness duration={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Saved' }));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Logout')).toBeTruthy();
  });

  it('auto-dismisses after the duration, and a toast with duration 0 stays', () => {
    vi.useFakeTimers();
    render(
      <Harness
        duration={3000}
        initial={[
          { id: 'a', title: 'Saved', severity: 'success' },
          { id: 'b', title: 'Sticky', severity: 'error', duration: 0 },
        ]}
      />,
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Sticky')).toBeTruthy();
  });
});

describe('a toast waits while the keyboard focus is in it', () => {
  it('the focus on its button holds its timer, the pointer does not; leaving starts it again', () => {
    vi.useFakeTimers();
    render(<Harness duration={3000} initial={[{ id: 'a', title: 'Saved', severity: 'success' }]} />);
    // The pointer resting on a toast does not keep it over what lies beneath.
    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Dismiss: Saved' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Dismiss: Saved' }).blur());
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });
});

describe('toasts go to the portal container', () => {
  it('renders the region inside the given container', () => {
    const container = document.createElement('div');
    document.body.append(container);
    render(<Toasts toasts={all} onDismiss={() => {}} duration={0} portalContainer={container} />);
    expect(within(container).getByRole('region', { name: 'Notifications' })).toBeTruthy();
    container.remove();
  });
});
