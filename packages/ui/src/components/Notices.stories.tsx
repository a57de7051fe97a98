import { type NoticeInput, registerBuiltInTexts } from '@fieldkit/core';
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

/** Texts a widget would register; a notice names their keys and the namespace. */
registerBuiltInTexts('demo', {
  licence: 'Licence',
  password: 'Password',
  saved: 'SUCCESS',
  cleared: 'Chat Cleared Successfully',
  info: 'Info',
  release: 'A new release is available.',
  warning: 'Warning',
  error: 'ERRMESSAGE',
  tooLarge: 'The file must be smaller than {{size}}.',
});

/** The 401 notice, in the spec's words (core's keys). */
export const SessionExpired: Story = {
  args: {
    notices: [{ severity: 'info', ns: 'core', title: 'session.logoutTitle', text: 'session.expired' }],
  },
};

/** The licence and password warnings at load: a title of the widget's namespace, a counted text of core's. */
export const ExpiryWarnings: Story = {
  args: {
    notices: [
      {
        severity: 'warning',
        ns: 'demo',
        title: 'licence',
        text: 'core:expiry.licenceInDays',
        values: { count: 5 },
      },
      { severity: 'warning', ns: 'demo', title: 'password', text: 'core:expiry.passwordToday' },
    ],
  },
};

/** Every severity at once. */
export const Severities: Story = {
  args: {
    notices: [
      { severity: 'success', ns: 'demo', title: 'saved', text: 'cleared' },
      { severity: 'info', ns: 'demo', title: 'info', text: 'release' },
      {
        severity: 'warning',
        ns: 'demo',
        title: 'warning',
        text: 'core:expiry.licenceInDays',
        values: { count: 3 },
      },
      { severity: 'error', ns: 'demo', title: 'error', text: 'tooLarge', values: { size: '4 MB' } },
    ],
  },
};
