import type { Meta, StoryObj } from '@storybook/react-vite';
import { HostStateLine } from './HostStateLine';

const meta = {
  title: 'Elements/HostStateLine',
  component: HostStateLine,
  args: { kind: 'ended', text: 'Signed out.' },
} satisfies Meta<typeof HostStateLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The host's session ended (the embed key revoked, the host's user signed out): a status in the widget's place. */
export const SignedOut: Story = {};

/** The same in a host's dark header: the chip stays readable on any page. */
export const SignedOutOnDarkHeader: Story = {
  decorators: [
    (Story) => (
      <div style={{ background: '#12375e', padding: 12 }}>
        <Story />
      </div>
    ),
  ],
};

/** The sign-in was refused at the start: the server's reason, in an alert. */
export const Refused: Story = { args: { kind: 'refused', text: 'Unknown or revoked embed key.' } };
