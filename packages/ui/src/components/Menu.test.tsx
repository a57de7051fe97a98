import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shadowRootFixture } from '../../test/shadow-root';
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

function openFromKeyboard(name = 'Profile', key = '{Enter}') {
  screen.getByRole('button', { name }).focus();
  return userEvent.keyboard(key);
}

const focused = () => document.activeElement;

describe('the menu button says it opens a menu, whether it is open, and which menu', () => {
  it('has aria-haspopup menu, aria-expanded and, while open, aria-controls naming the menu', async () => {
    render(<ProfileMenu />);
    const button = screen.getByRole('button', { name: 'Profile' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Profile' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
  });

  it('only the focused item is in the tab order (roving tabIndex)', async () => {
    render(<ProfileMenu />);
    await openFromKeyboard();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('menuitem').map((item) => item.tabIndex)).toEqual([-1, 0, -1]);
  });
});

describe('opening focuses the first item, or the last one with ArrowUp', () => {
  it('a click focuses the first item', async () => {
    render(<ProfileMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Settings' })));
  });

  it('Space and ArrowDown focus the first item, and Space does not choose it', async () => {
    const onSelect = vi.fn();
    render(<ProfileMenu onSelect={onSelect} />);
    await openFromKeyboard('Profile', ' ');
    await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Settings' })));
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await openFromKeyboard('Profile', '{ArrowDown}');
    await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Settings' })));
  });

  it('ArrowUp on the button focuses the last item', async () => {
    render(<ProfileMenu />);
    await openFromKeyboard('Profile', '{ArrowUp}');
    await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Logout' })));
  });
});

describe('ArrowUp wraps, Home and End go to the ends, disabled items are skipped', () => {
  it('ArrowUp from the first item wraps to the last', async () => {
    render(<ProfileMenu />);
    await openFromKeyboard();
    await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Settings' })));
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
  });

  it('End focuses the last item and Home the first', async () => {
    render(<ProfileMenu />);
    await openFromKeyboard();
    await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Settings' })));
    await userEvent.keyboard('{End}');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Settings' }));
  });

  it('arrow keys pass over a disabled item', async () => {
    render(
      <Menu label="Profile">
        <MenuItem>Settings</MenuItem>
        <MenuItem disabled>Help</MenuItem>
        <MenuItem>Logout</MenuItem>
      </Menu>,
    );
    await openFromKeyboard();
    await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Settings' })));
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
  });
});

function SettingsMenu() {
  return (
    <Menu label="Profile">
      <MenuItem>Settings</MenuItem>
      <MenuItem>Sharing</MenuItem>
      <MenuItem disabled>Help</MenuItem>
      <MenuItem textValue="Sign out">
        <span>Sign out</span>
      </MenuItem>
    </Menu>
  );
}

describe('typeahead jumps to the item whose label starts with the typed characters', () => {
  async function openSettingsMenu() {
    render(<SettingsMenu />);
    await openFromKeyboard();
    await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Settings' })));
  }

  it('characters typed quickly are one search, matched on textValue too', async () => {
    await openSettingsMenu();
    await userEvent.keyboard('si');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
  });

  it('the same letter again moves to the next item with that letter', async () => {
    await openSettingsMenu();
    await userEvent.keyboard('s');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Sharing' }));
    await userEvent.keyboard('s');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
  });

  it('the typed text is forgotten after a short pause', async () => {
    await openSettingsMenu();
    await userEvent.keyboard('sh');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Sharing' }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    // A fresh search: "i" alone matches nothing, so focus stays.
    await userEvent.keyboard('i');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Sharing' }));
  });

  it('a disabled item is never matched', async () => {
    await openSettingsMenu();
    await userEvent.keyboard('h');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Settings' }));
  });
});

describe('Escape, Tab and choosing close the menu; Escape and choosing give focus back to the button', () => {
  it('Escape returns focus to the button', async () => {
    render(<ProfileMenu />);
    await openFromKeyboard();
    await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Settings' })));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Profile' }));
  });

  it('Tab closes the menu and moves on from the button', async () => {
    render(
      <>
        <ProfileMenu />
        <button type="button">Next</button>
      </>,
    );
    await openFromKeyboard();
    await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Settings' })));
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  it('choosing with a click or with Enter calls onSelect and focuses the button', async () => {
    const onSelect = vi.fn();
    render(<ProfileMenu onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Profile' });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    expect(onSelect).toHaveBeenLastCalledWith('Change password');
    expect(focused()).toBe(button);
    await openFromKeyboard();
    await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Settings' })));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('Logout');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(button);
  });

  it('the button toggles: a second click closes the menu', async () => {
    render(<ProfileMenu />);
    const button = screen.getByRole('button', { name: 'Profile' });
    await userEvent.click(button);
    await screen.findByRole('menu');
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('a pointerdown outside the button and the menu closes it, inside a shadow root too', () => {
  it('a press inside the shadow root but outside the menu closes it; a press on an item does not', async () => {
    const { container, portal, remove } = shadowRootFixture();
    const onSelect = vi.fn();
    render(
      <>
        <Menu label="Profile" portalContainer={portal}>
          <MenuItem onSelect={onSelect}>Settings</MenuItem>
        </Menu>
        <p>Outside</p>
      </>,
      { container },
    );
    const inShadow = within(container);
    await userEvent.click(inShadow.getByRole('button', { name: 'Profile' }));
    const item = within(portal).getByRole('menuitem', { name: 'Settings' });
    // Were the press on the item taken for an outside one, the menu would close before the click lands.
    await userEvent.click(item);
    expect(onSelect).toHaveBeenCalledTimes(1);
    await userEvent.click(inShadow.getByRole('button', { name: 'Profile' }));
    await userEvent.click(inShadow.getByText('Outside'));
    expect(within(portal).queryByRole('menu')).toBeNull();
    remove();
  });
});
