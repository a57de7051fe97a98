import type { NoticeInput } from '@fieldkit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useFieldkit } from '../context/FieldkitContext';
import { Notices } from './Notices';

/** Pushes notices into core's store once, as the HTTP client and the shell do. */
function WithNotices({ notices }: { notices: NoticeInput[] }) {
  const store = useFieldkit().notices;
  useEffect(() => {
    const ids = notices.map((notice) => store.getState().push(notice));
    return () => {
      for (const id of ids) store.getState().dismiss(id);
    };
  }, [store, notices]);
  return <Notices duration={0} />;
}

const meta = {
  title: 'Bindings/Notices',
  component: WithNotices,
  parameters: { fieldkit: {} },
  args: { notices: [] },
} satisfies Meta<typeof WithNotices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 401 notice, in the spec's words. */
export const SessionExpired: Story = {
  args: {
    notices: [
      {
        severity: 'info',
        title: 'Logout',
        text: 'Your session has expired, or someone is signed in to your account on another system or device. You will be redirected to the login page.',
      },
    ],
  },
};

/** The licence and password warnings at load. */
export const ExpiryWarnings: Story = {
  args: {
    notices: [
      { severity: 'warning', title: 'Licence', text: 'Your licence expires in 5 days.' },
      { severity: 'warning', title: 'Password', text: 'Your password expires today.' },
    ],
  },
};

/** Every severity at once. */
export const Severities: Story = {
  args: {
    notices: [
      { severity: 'success', title: 'SUCCESS', text: 'Chat Cleared Successfully' },
      { severity: 'info', title: 'Info', text: 'A new release is available.' },
      { severity: 'warning', title: 'Warning', text: 'Your licence expires in 3 days.' },
      { severity: 'error', title: 'ERRMESSAGE', text: 'The file must be smaller than 4 MB.' },
    ],
  },
};
