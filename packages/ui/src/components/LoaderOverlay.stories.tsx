import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoaderOverlay } from './LoaderOverlay';

const meta = {
  title: 'Primitives/LoaderOverlay',
  component: LoaderOverlay,
  args: { active: true, label: 'Loading' },
} satisfies Meta<typeof LoaderOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The full-screen loader while a navigation runs. */
export const Loading: Story = {};
