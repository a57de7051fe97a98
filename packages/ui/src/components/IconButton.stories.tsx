import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Download boiler.png', icon: 'download' },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One of the kit's icons, named for assistive technology by its label. */
export const WithIcon: Story = {};

/** A glyph instead of an icon (the chat window's close). */
export const WithGlyph: Story = {
  args: { label: 'Close chat', icon: undefined, children: <span aria-hidden="true">×</span> },
};

/** Unavailable for now (a send while sending): it stays focusable and says so. */
export const Unavailable: Story = { args: { label: 'Send', icon: 'send', 'aria-disabled': 'true' } };
