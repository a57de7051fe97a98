import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('the confirm dialog asks with a heading, a text and NO and YES buttons', () => {
  it('is an alert dialog named by its heading, with default labels NO and YES', async () => {
    render(
      <ConfirmDialog
        open
        heading="Session expiring"
        text="Continue?"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Session expiring' })).toBeTruthy();
    expect(screen.getByText('Continue?')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'NO' })));
    expect(screen.getByRole('button', { name: 'YES' })).toBeTruthy();
  });

  it('YES confirms, NO and Escape cancel; labels can be passed in', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        heading="Delete?"
        noLabel="Keep"
        yesLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('shows nothing while closed', () => {
    render(<ConfirmDialog open={false} heading="Hidden" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
