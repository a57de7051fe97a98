import type { Meta, StoryObj } from '@storybook/react-vite';
import { Paginator } from './Paginator';

const meta = {
  title: 'Primitives/Paginator',
  component: Paginator,
  args: { page: 1, pageCount: 12, onPageChange: () => {} },
} satisfies Meta<typeof Paginator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First page: first and previous disabled. */
export const First: Story = {};

/** A page in the middle. */
export const Middle: Story = { args: { page: 6 } };

/** Last page: next and last disabled. */
export const Last: Story = { args: { page: 12 } };

/** Three page links, as the notes dialog shows them. */
export const ThreeLinks: Story = { args: { page: 6, links: 3 } };
