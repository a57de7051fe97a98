import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './Menu';
import { MenuItem } from './MenuItem';
import { Popover } from './Popover';

function ProfileMenu({ onSelect = () => {} }: { onSelect?: (item: string) => void }) {
  return (
    <>
      <Menu label="Profile">
        <MenuItem onSelect={() => onSelect('Settings')}>Settings</MenuItem>
        <MenuItem onSelect={() => onSelect('Change password')}>Change password</MenuItem>
        <MenuItem onSelect={() => onSelect('Logout')}>Logout</MenuItem>
      </Menu>
      <p>Outside</p>
    </>
  );
}

describe('the menu button opens a menu of menu items', () => {
  it('has role menu with menuitems and the button says it is expanded', async () => {
    render(<ProfileMenu />);
    const button = screen.getByRole('button', { name: 'Profile' });
    await userEvent.click(button);
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Settings',
      'Change password',
      'Logout',
    ]);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('choosing an item calls onSelect and closes the menu', async () => {
    const onSelect = vi.fn();
    render(<ProfileMenu onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(onSelect).toHaveBeenCalledWith('Logout');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('arrow keys move between items and Escape closes', () => {
  it('ArrowDown moves focus to the next item and wraps', async () => {
    render(<ProfileMenu />);
    // Opened from the keyboard, the menu focuses its first item.
    screen.getByRole('button', { name: 'Profile' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Settings' })),
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Change password' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Settings' }));
  });

  it('Escape closes the menu', async () => {
    render(<ProfileMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('typing a letter jumps to the item that starts with it', async () => {
    render(<ProfileMenu />);
    // Opened from the keyboard, the menu focuses its first item.
    screen.getByRole('button', { name: 'Profile' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Settings' })),
    );
    await userEvent.keyboard('l');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
  });
});

describe('a click outside closes menus and popovers', () => {
  it('closes the menu', async () => {
    render(<ProfileMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await screen.findByRole('menu');
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes the popover, which Escape also closes', async () => {
    render(
      <>
        <Popover trigger={<button type="button">Filters</button>} label="Filters">
          <p>Only open jobs</p>
        </Popover>
        <p>Outside</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
