import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from './Icon';
import { ListState } from './ListState';
import { PageHeader } from './PageHeader';
import { SearchToggle } from './SearchToggle';
import { UnreadBadge } from './UnreadBadge';

describe('a page header: the back arrow, a heading the page can focus, and its actions', () => {
  it('the back arrow is a button named by where it goes', async () => {
    const onBack = vi.fn();
    render(<PageHeader title="select user" onBack={onBack} backLabel="Back to recent chats" />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to recent chats' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('without onBack there is no back arrow', () => {
    render(<PageHeader title="Chats" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the heading is a level 3 heading under the widget’s own, and can take focus from script only', () => {
    render(<PageHeader title="Chats" />);
    expect(screen.getByRole('heading', { name: 'Chats', level: 3 }).tabIndex).toBe(-1);
  });

  it('the heading takes the id and ref given, so a section can be named by it and focus it', () => {
    let heading: HTMLHeadingElement | null = null;
    render(
      <section aria-labelledby="page-heading">
        <PageHeader
          title="My Profile"
          headingId="page-heading"
          headingRef={(element) => {
            heading = element;
          }}
        />
      </section>,
    );
    expect(screen.getByRole('region', { name: 'My Profile' })).toBeDefined();
    expect(heading).toBe(screen.getByRole('heading', { name: 'My Profile' }));
  });

  it('a picture before the heading, a status line under it, and the actions after it', () => {
    render(
      <PageHeader
        title="Bob Stone"
        leading={<span role="img" aria-label="BS" />}
        subtitle={<span>Offline</span>}
      >
        <button type="button">Chat options</button>
      </PageHeader>,
    );
    const header = screen.getByRole('banner');
    const order = [...header.querySelectorAll('[role="img"], h3, button')].map((e) => e.textContent || 'img');
    expect(order).toEqual(['img', 'Bob Stone', 'Chat options']);
    expect(screen.getByText('Offline')).toBeDefined();
  });
});

/** A search box with its value kept in state, as a page keeps it. */
function Search({ toggle }: { toggle?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchToggle toggle={toggle} label="Search chats" value={value} onChange={setValue} />
      <output aria-label="search">{value}</output>
    </>
  );
}

describe('a search box, always shown or behind a toggle that shows and focuses it', () => {
  it('without a toggle the search box is there from the start', () => {
    render(<Search />);
    expect(screen.getByRole('searchbox', { name: 'Search chats' })).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the toggle shows the box and moves focus to it; it says whether the box is shown', async () => {
    const user = userEvent.setup();
    render(<Search toggle />);
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('searchbox', { name: 'Search chats' })).toBe(document.activeElement);
  });

  it('hiding the box clears the search', async () => {
    const user = userEvent.setup();
    render(<Search toggle />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), 'bob');
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('bob');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('');
  });

  it("the toggle's name can be translated", () => {
    render(<SearchToggle toggle toggleLabel="Rechercher" label="x" value="" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeDefined();
  });
});

describe('a list says when it is loading, empty, or could not load', () => {
  const texts = { emptyText: 'No users found', errorText: 'Could not load.', loadingText: 'Loading' };

  it('a failed load is an alert', () => {
    render(<ListState status="error" empty {...texts} />);
    expect(screen.getByRole('alert').textContent).toBe('Could not load.');
  });

  it('a failed load offers to try again, when given a retry; nothing to retry otherwise', async () => {
    let asked = 0;
    const { rerender } = render(
      <ListState status="error" {...texts} onRetry={() => asked++} retryText="Try again" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(asked).toBe(1);
    rerender(<ListState status="loading" {...texts} onRetry={() => asked++} retryText="Try again" />);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('loading is a status, only when a loading text is given', () => {
    const { rerender } = render(<ListState status="loading" empty {...texts} />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    rerender(<ListState status="loading" empty emptyText="No users found" />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('only a ready list is said to be empty', () => {
    const { rerender } = render(<ListState status="ready" empty {...texts} />);
    expect(screen.getByText('No users found')).toBeDefined();
    rerender(<ListState status="idle" empty {...texts} />);
    expect(screen.queryByText('No users found')).toBeNull();
    rerender(<ListState status="ready" empty={false} {...texts} />);
    expect(screen.queryByText('No users found')).toBeNull();
  });
});

describe('an unread badge shows the count, 99+ above 99, and nothing at 0', () => {
  it('says the count with its label', () => {
    render(
      <button type="button">
        Bob <UnreadBadge count={2} label="2 unread" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Bob 2 unread' })).toBeDefined();
  });

  it('shows 99+ above 99', () => {
    render(<UnreadBadge count={120} label="120 unread" />);
    expect(screen.getByText('99+')).toBeDefined();
    expect(screen.getByText('120 unread')).toBeDefined();
  });

  it('nothing at 0', () => {
    const { container } = render(<UnreadBadge count={0} label="0 unread" />);
    expect(container.innerHTML).toBe('');
  });

  it('without a label it is hidden from assistive technology: the control names the count', () => {
    render(
      <button type="button" aria-label="Open chat, 3 unread">
        <UnreadBadge count={3} className="host-badge" />
      </button>,
    );
    const badge = screen.getByRole('button').querySelector('.fk-badge');
    // Drawn, not text: the control's visible words stay its label's.
    expect(badge?.getAttribute('data-fk-count')).toBe('3');
    expect(badge?.textContent).toBe('');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(badge?.className).toBe('fk-badge host-badge');
    expect(screen.getByRole('button', { name: 'Open chat, 3 unread' })).toBeDefined();
  });
});

describe('icons are drawn, and hidden from assistive technology', () => {
  it('a named icon draws its path and leaves the name to its button', () => {
    render(
      <button type="button" aria-label="New conversation">
        <Icon name="plus" />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'New conversation' });
    const svg = button.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe('M12 5v14M5 12h14');
  });
});
