import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListState } from './ListState';

const meta = {
  title: 'Primitives/ListState',
  component: ListState,
  args: {
    status: 'ready',
    empty: true,
    emptyText: 'No conversations yet',
    errorText: 'Could not load. Try again later.',
    loadingText: 'Loading',
  },
} satisfies Meta<typeof ListState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A ready list with nothing to show. */
export const Empty: Story = {};

/** The list could not be loaded: an alert. */
export const LoadFailed: Story = { args: { status: 'error' } };

/** The list is loading: a status. */
export const Loading: Story = { args: { status: 'loading' } };
