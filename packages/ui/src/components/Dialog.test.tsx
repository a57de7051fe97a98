import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

function Opener({ portalContainer }: { portalContainer?: HTMLElement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Settings"
        portalContainer={portalContainer}
        actions={
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        }
      >
        <label>
          Name <input />
        </label>
      </Dialog>
    </>
  );
}

describe('the dialog is modal and named by its title', () => {
  it('has role dialog, aria-modal and the title as its name', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });
});

describe('focus moves into the dialog, stays there, and returns to the opener', () => {
  it('focuses the first field on open', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    await screen.findByRole('dialog');
    await waitForFocus(() => screen.getByRole('textbox', { name: 'Name' }));
  });

  it('Tab from the last control wraps to the first one', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    await screen.findByRole('dialog');
    await waitForFocus(() => screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    // The focus guard after the last control sends focus back to the first one.
    await userEvent.tab();
    await waitForFocus(() => screen.getByRole('textbox', { name: 'Name' }));
  });

  it('Escape closes the dialog and focus returns to the opener', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitForFocus(() => opener);
  });
});

describe('floating content goes to the portal container', () => {
  it('renders inside the given container', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    render(<Opener portalContainer={container} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    container.remove();
  });
});

async function waitForFocus(target: () => HTMLElement) {
  await waitFor(() => expect(document.activeElement).toBe(target()));
}
