import type { Meta, StoryObj } from '@storybook/react-vite';
import { BackButton } from './BackButton';

const meta = {
  title: 'Primitives/BackButton',
  component: BackButton,
  args: { label: 'Back to recent chats', onClick: () => {} },
} satisfies Meta<typeof BackButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The back arrow, named by where it goes. */
export const Back: Story = {};

/** Unread messages behind it (the other conversations, seen from an open one): a badge on the arrow. */
export const WithUnread: Story = { args: { label: 'Back to recent chats, 3 unread', count: 3 } };
