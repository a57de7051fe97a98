import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { shadowRootFixture } from '../../test/shadow-root';
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

describe('the focus never stays behind the dialog', () => {
  it('a focus that lands behind it (Shift+Tab out of a frame inside it) comes back to its last control', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    // What a frame's Shift+Tab does: the browser moves the focus to the page behind, no key reaching the dialog.
    screen.getByRole('button', { name: 'Open settings', hidden: true }).focus();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
  });
});

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

describe('Tab and Shift+Tab wrap inside the dialog', () => {
  it('Shift+Tab from the first control wraps to the last one', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    await waitForFocus(() => screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});

describe('focus returns to the element focused before the dialog opened', () => {
  it('after a button in the dialog closes it', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitForFocus(() => opener);
  });

  it('when the opener sits in a shadow root and the dialog is portalled into it', async () => {
    const { shadow, container, portal, remove } = shadowRootFixture();
    render(<Opener portalContainer={portal} />, { container });
    const opener = within(container).getByRole('button', { name: 'Open settings' });
    await userEvent.click(opener);
    await waitFor(() =>
      expect(shadow.activeElement).toBe(within(portal).getByRole('textbox', { name: 'Name' })),
    );
    await userEvent.keyboard('{Escape}');
    expect(within(portal).queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(shadow.activeElement).toBe(opener));
    remove();
  });
});

function Backdrop({ closeOnBackdrop }: { closeOnBackdrop: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Filters" closeOnBackdrop={closeOnBackdrop}>
      <button type="button">Apply</button>
    </Dialog>
  );
}

describe('a press on the backdrop closes the dialog only with closeOnBackdrop', () => {
  const backdropOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;

  it('stays open without closeOnBackdrop, and focus stays inside', async () => {
    render(<Backdrop closeOnBackdrop={false} />);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await waitForFocus(() => screen.getByRole('button', { name: 'Apply' }));
    await userEvent.click(backdropOf(dialog));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Apply' }));
  });

  it('closes with closeOnBackdrop; a press inside the dialog does not', async () => {
    render(<Backdrop closeOnBackdrop />);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(screen.getByRole('heading', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    await userEvent.click(backdropOf(dialog));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the page behind an open dialog does not scroll', () => {
  it('locks the body while open and gives its own overflow back after', async () => {
    document.body.style.overflow = 'scroll';
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });
});

describe('buttons beside the title', () => {
  it('name the dialog by its title alone, and come after it in the tab order, before the content', async () => {
    const user = userEvent.setup();
    render(
      <Dialog
        open
        onOpenChange={() => {}}
        title="Email job 5001"
        headerActions={
          <button type="button" aria-label="Cancel">
            ×
          </button>
        }
      >
        <label>
          Subject <input />
        </label>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Email job 5001' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Subject' }));
  });
});
