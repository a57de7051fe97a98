import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from './Menu';
import { MenuItem } from './MenuItem';
import { Popover } from './Popover';

function ProfileMenu({ defaultOpen }: { defaultOpen: boolean }) {
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <Menu label="Profile" defaultOpen={defaultOpen}>
        <MenuItem>Settings</MenuItem>
        <MenuItem>Change password</MenuItem>
        <MenuItem disabled>Help</MenuItem>
        <MenuItem>Logout</MenuItem>
      </Menu>
    </div>
  );
}

const meta = {
  title: 'Primitives/Menu',
  component: ProfileMenu,
  args: { defaultOpen: true },
} satisfies Meta<typeof ProfileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu open under its button. */
export const Open: Story = {};

/** Arrow keys move through the items. */
export const KeyboardNavigation: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('button', { name: 'Profile' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Settings' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Change password' })).toHaveFocus();
  },
};

/** A popover with free content. */
export const PopoverOpen: Story = {
  render: () => (
    <Popover
      trigger={
        <button type="button" className="fk-button">
          Filters
        </button>
      }
      label="Filters"
      defaultOpen
    >
      <p style={{ margin: 0 }}>Only open jobs</p>
    </Popover>
  ),
};
