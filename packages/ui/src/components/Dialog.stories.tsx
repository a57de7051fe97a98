import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Dialog } from './Dialog';
import { Icon } from './Icon';

function DialogDemo({
  initiallyOpen,
  withHeaderActions = false,
}: {
  initiallyOpen: boolean;
  withHeaderActions?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" className="fk-button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Job 1042"
        headerActions={
          withHeaderActions ? (
            <>
              <button type="button" className="fk-button" data-fk-variant="icon" aria-label="Send">
                <Icon name="send" />
              </button>
              <button
                type="button"
                className="fk-button"
                data-fk-variant="icon"
                aria-label="Cancel"
                onClick={() => setOpen(false)}
              >
                <Icon name="close" />
              </button>
            </>
          ) : undefined
        }
        actions={
          <button
            type="button"
            className="fk-button"
            data-fk-variant="primary"
            onClick={() => setOpen(false)}
          >
            Close
          </button>
        }
      >
        <p>Boiler service at 14 Mill Lane, due on 03/12/2026.</p>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: DialogDemo,
  args: { initiallyOpen: true },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog open, focus inside it. */
export const Open: Story = {};

/** Closed until the button opens it; Escape closes it again. */
export const OpenAndClose: Story = {
  args: { initiallyOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await expect(await body.findByRole('dialog', { name: 'Job 1042' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Icon buttons beside the title (Send and Cancel of the job e-mail): named, after the title in the tab order. */
export const WithHeaderActions: Story = {
  args: { withHeaderActions: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Job 1042' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};
