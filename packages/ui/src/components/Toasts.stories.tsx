import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ToastItem } from './Toast';
import { Toasts } from './Toasts';

const meta = {
  title: 'Primitives/Toasts',
  component: Toasts,
  args: { toasts: [], onDismiss: () => {}, duration: 0 },
} satisfies Meta<typeof Toasts>;
export default meta;
type Story = StoryObj<typeof meta>;

const one = (toast: Omit<ToastItem, 'id'>): ToastItem[] => [{ id: toast.severity, ...toast }];

/** Success: a polite status. */
export const Success: Story = { args: { toasts: one({ severity: 'success', title: 'E-mail sent' }) } };

/** Info: the 401 notice of the spec. */
export const Info: Story = {
  args: {
    toasts: one({
      severity: 'info',
      title: 'Logout',
      message:
        'Your session has expired, or someone is signed in to your account on another system or device. You will be redirected to the login page.',
    }),
  },
};

/** Warning: an alert, such as a licence about to expire. */
export const Warning: Story = {
  args: { toasts: one({ severity: 'warning', title: 'Your licence expires in 3 days' }) },
};

/** Error: an alert, such as a quick search that found nothing. */
export const ErrorToast: Story = {
  name: 'Error',
  args: { toasts: one({ severity: 'error', title: 'Job number 5521 does not exist' }) },
};

/** All four stacked. */
export const Stacked: Story = {
  args: {
    toasts: [
      ...one({ severity: 'success', title: 'Saved' }),
      ...one({ severity: 'info', title: 'New service note' }),
      ...one({ severity: 'warning', title: 'Password expires today' }),
      ...one({ severity: 'error', title: 'You are already in a call' }),
    ],
  },
};
