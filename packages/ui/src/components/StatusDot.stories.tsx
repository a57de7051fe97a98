import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusDot } from './StatusDot';

const meta = {
  title: 'Primitives/StatusDot',
  component: StatusDot,
  args: { status: 'online' },
} satisfies Meta<typeof StatusDot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Online. */
export const Online: Story = {};
/** Offline. */
export const Offline: Story = { args: { status: 'offline' } };
/** Busy. */
export const Busy: Story = { args: { status: 'busy' } };
/** Away. */
export const Away: Story = { args: { status: 'away' } };
/** Unknown: the viewer is offline, so no news of anyone can arrive. */
export const Unknown: Story = { args: { status: 'unknown' } };
