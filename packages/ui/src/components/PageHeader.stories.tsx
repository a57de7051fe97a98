import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { Icon } from './Icon';
import { PageHeader } from './PageHeader';
import { StatusDot } from './StatusDot';

const meta = {
  title: 'Primitives/PageHeader',
  component: PageHeader,
  args: { title: 'select user' },
  decorators: [
    (Story) => <div style={{ width: 360, border: '1px solid var(--fk-color-border)' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page reached from the list: the back arrow and the heading. */
export const WithBack: Story = { args: { onBack: () => {}, backLabel: 'Back to recent chats' } };

/** The list's own page: the heading and its actions. */
export const WithActions: Story = {
  args: {
    title: 'Chats',
    children: (
      <button type="button" className="fk-button" data-fk-variant="icon" aria-label="New conversation">
        <Icon name="plus" />
      </button>
    ),
  },
};

/** A conversation: a picture before the heading and a status line under it. */
export const WithPictureAndStatus: Story = {
  args: {
    title: 'Bob Stone',
    onBack: () => {},
    backLabel: 'Back to recent chats',
    leading: <Avatar name="Bob Stone" />,
    subtitle: <StatusDot status="online" />,
  },
};

/** A long heading is cut with an ellipsis, never wrapped. */
export const LongTitle: Story = {
  args: { title: 'A conversation with someone whose name is far too long for the column', onBack: () => {} },
};
