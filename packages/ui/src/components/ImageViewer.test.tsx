import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageViewer } from './ImageViewer';

const PICTURES = ['boiler.jpg', 'valve.png', 'meter.jpg'];

const labels = {
  closeLabel: 'Close picture',
  downloadLabel: 'Download picture',
  previousLabel: 'Previous picture',
  nextLabel: 'Next picture',
  positionLabel: (position: number, count: number) => `${position} of ${count}`,
};

/** A button that opens the viewer on its pictures, as a message's preview does. */
function Opener({ names, onDownload = () => {} }: { names: string[]; onDownload?: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const name = names[index] ?? '';
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open picture {names[0]}
      </button>
      <ImageViewer
        {...labels}
        open={open}
        onClose={() => setOpen(false)}
        name={name}
        src={`blob:${name}`}
        placeholder="Loading picture"
        onDownload={() => onDownload(name)}
        index={index}
        count={names.length}
        onIndexChange={setIndex}
      />
    </>
  );
}

async function openViewer(names: string[], onDownload?: (name: string) => void) {
  const user = userEvent.setup();
  render(<Opener names={names} onDownload={onDownload} />);
  const opener = screen.getByRole('button', { name: `Open picture ${names[0]}` });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: names[0] });
  return { user, opener, dialog };
}

describe('the image viewer shows one picture in a modal dialog named by its file name', () => {
  it('shows the picture, its name as the heading, and named Close and Download buttons', async () => {
    const onDownload = vi.fn();
    const { user, dialog } = await openViewer(['boiler.jpg'], onDownload);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'boiler.jpg' })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'boiler.jpg' }).getAttribute('src')).toBe(
      'blob:boiler.jpg',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Download picture' }));
    expect(onDownload).toHaveBeenCalledWith('boiler.jpg');
    // One picture: nothing to move through.
    expect(within(dialog).queryByRole('button', { name: 'Next picture' })).toBeNull();
    expect(within(dialog).queryByText('1 of 1')).toBeNull();
  });

  it('takes the focus on open (Close), and Escape closes it and gives the focus back to the opener', async () => {
    const { user, opener, dialog } = await openViewer(['boiler.jpg']);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close picture' })),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('Close closes it and gives the focus back to the opener', async () => {
    const { user, opener, dialog } = await openViewer(['boiler.jpg']);
    await user.click(within(dialog).getByRole('button', { name: 'Close picture' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('several pictures: Previous, Next and the arrow keys move, with the position', () => {
  it('the arrow keys move to the next and previous picture, round from the last to the first', async () => {
    const { user } = await openViewer(PICTURES);
    expect(screen.getByText('1 of 3')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('dialog', { name: 'valve.png' });
    expect(within(second).getByText('2 of 3')).toBeTruthy();
    expect(within(second).getByRole('img', { name: 'valve.png' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'meter.jpg' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'boiler.jpg' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'meter.jpg' })).toBeTruthy();
    expect(screen.getByText('3 of 3')).toBeTruthy();
  });

  it('the Previous and Next buttons move too, and the focus stays on the button pressed', async () => {
    const { user, dialog } = await openViewer(PICTURES);
    const next = within(dialog).getByRole('button', { name: 'Next picture' });
    await user.click(next);
    expect(screen.getByRole('dialog', { name: 'valve.png' })).toBeTruthy();
    expect(document.activeElement).toBe(next);
    await user.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(screen.getByRole('dialog', { name: 'boiler.jpg' })).toBeTruthy();
  });

  it('Escape after moving closes it and gives the focus back to the opener', async () => {
    const { user, opener } = await openViewer(PICTURES);
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('while the picture loads', () => {
  it('says so in its place, as a status', () => {
    render(
      <ImageViewer
        {...labels}
        open
        onClose={() => {}}
        name="boiler.jpg"
        src={null}
        placeholder="Loading picture"
        onDownload={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'boiler.jpg' });
    expect(within(dialog).getByRole('status').textContent).toBe('Loading picture');
    expect(within(dialog).queryByRole('img')).toBeNull();
  });
});
