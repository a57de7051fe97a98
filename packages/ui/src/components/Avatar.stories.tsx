import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';

// An inline picture, so the story needs no network.
const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7aa5d6"/><circle cx="32" cy="26" r="12" fill="#f3d2b3"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#2f4f7f"/></svg>',
)}`;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Ana de Souza', size: 48 },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Initials from the name. */
export const Initials: Story = {};

/** A picture. */
export const Picture: Story = { args: { src: picture } };
