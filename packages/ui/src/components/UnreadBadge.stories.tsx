import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnreadBadge } from './UnreadBadge';

const meta = {
  title: 'Primitives/UnreadBadge',
  component: UnreadBadge,
  args: { count: 2, label: '2 unread' },
} satisfies Meta<typeof UnreadBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A few unread items. */
export const Few: Story = {};

/** Above 99: '99+' (the label still says the count). */
export const Many: Story = { args: { count: 240, label: '240 unread' } };

/** On a button that names the count itself: no label, hidden from assistive technology. */
export const OnANamedButton: Story = {
  args: { count: 3, label: undefined },
  render: (args) => (
    <button type="button" className="fk-button" aria-label="Open chat, 3 unread">
      Chat <UnreadBadge {...args} />
    </button>
  ),
};
