import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PageHeader } from './PageHeader';
import { SearchToggle, type SearchToggleProps } from './SearchToggle';

/** The search box with its value kept in state, as a page keeps it. */
function Search(props: Omit<SearchToggleProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <SearchToggle {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Primitives/SearchToggle',
  component: Search,
  args: { label: 'Search users' },
} satisfies Meta<typeof Search>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Always shown, in a page's column (the user picker). */
export const AlwaysShown: Story = {};

/** Behind a toggle in a page header: the box takes the header's free width (the recent chats). */
export const BehindAToggle: Story = {
  args: { label: 'Search chats', toggle: true },
  render: (args) => (
    <div style={{ width: 360 }}>
      <PageHeader title="Chats">
        <Search {...args} />
      </PageHeader>
    </div>
  ),
};
