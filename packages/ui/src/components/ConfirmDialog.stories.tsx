import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    heading: 'Session expiring',
    text: 'Your session is about to expire. Do you want to stay signed in?',
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default NO and YES buttons. */
export const Confirm: Story = {};

/** Labels passed in. */
export const CustomLabels: Story = {
  args: { heading: 'Delete this note?', text: 'It cannot be restored.', noLabel: 'Keep', yesLabel: 'Delete' },
};
