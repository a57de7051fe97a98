import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionExpiryDialog } from './SessionExpiryDialog';

const inTwoMinutes = () => Date.now() + 110_000;

const meta = {
  title: 'Bindings/SessionExpiryDialog',
  component: SessionExpiryDialog,
  parameters: {
    fieldkit: { session: { token: 'story-token', expiresAt: inTwoMinutes(), expiryPrompt: true } },
  },
} satisfies Meta<typeof SessionExpiryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The token is about to expire: continue or sign out. */
export const AboutToExpire: Story = {};
