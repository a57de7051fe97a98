import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ImageViewer } from './ImageViewer';

/** A drawn picture (no file to fetch): a landscape of the given colour with its name on it. */
const picture = (name: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="${colour}"/><text x="400" y="260" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#fff">${name}</text></svg>`,
  )}`;

const PICTURES = [
  { name: 'boiler.jpg', src: picture('boiler.jpg', '#1b5cb8') },
  { name: 'valve-before-repair.png', src: picture('valve-before-repair.png', '#0d6e68') },
  { name: 'meter.jpg', src: picture('meter.jpg', '#a8401a') },
];

/** The viewer as a widget uses it: its index kept by the caller, the texts passed in. */
function ImageViewerDemo({ count, start, loading }: { count: number; start: number; loading: boolean }) {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(start);
  const shown = PICTURES[index] ?? PICTURES[0];
  return (
    <>
      <button type="button" className="fk-button" onClick={() => setOpen(true)}>
        Open picture {shown?.name}
      </button>
      <ImageViewer
        open={open}
        onClose={() => setOpen(false)}
        name={shown?.name ?? ''}
        src={loading ? null : (shown?.src ?? null)}
        placeholder="Loading picture…"
        onDownload={() => {}}
        index={index}
        count={count}
        onIndexChange={setIndex}
        closeLabel="Close picture"
        downloadLabel="Download picture"
        previousLabel="Previous picture"
        nextLabel="Next picture"
        positionLabel={(position, of) => `${position} of ${of}`}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/ImageViewer',
  component: ImageViewerDemo,
  args: { count: 1, start: 0, loading: false },
} satisfies Meta<typeof ImageViewerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One picture: its name, Download and Close; no Previous or Next. */
export const OneImage: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'boiler.jpg' });
    await expect(within(dialog).queryByRole('button', { name: 'Next picture' })).toBeNull();
  },
};

/** The second of three pictures: Previous, Next and '2 of 3'; the arrow keys move too. */
export const SeveralImages: Story = {
  args: { count: 3, start: 1 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'valve-before-repair.png' });
    await expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: 'meter.jpg' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await body.findByRole('dialog', { name: 'valve-before-repair.png' })).toBeInTheDocument();
  },
};

/** The file still on its way (no URL yet): a status in the picture's place. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'boiler.jpg' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading picture…');
  },
};
