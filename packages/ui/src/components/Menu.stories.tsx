import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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

/** One choice of three, as the profile menu's appearance: the chosen one ticked, heard as checked. */
function ChoiceMenu() {
  const [choice, setChoice] = useState('As the system');
  return (
    <Menu label={`Appearance: ${choice}`} defaultOpen>
      {['As the system', 'Light', 'Dark'].map((name) => (
        <MenuItem key={name} checked={choice === name} onSelect={() => setChoice(name)}>
          {name}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** Items that are choices: role menuitemradio, the chosen one checked; choosing closes the menu. */
export const Choices: Story = {
  render: () => <ChoiceMenu />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitemradio', { name: 'As the system' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(body.getByRole('menuitemradio', { name: 'Dark' }));
    const button = within(canvasElement).getByRole('button', { name: 'Appearance: Dark' });
    await userEvent.click(button);
    await expect(await body.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(body.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false');
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
