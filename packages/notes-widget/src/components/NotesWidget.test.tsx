import type { ReceivedServiceNote } from '@fieldkit/core/contract';
import { demoSession, shownNotices } from '@fieldkit/core/testing';
import { FieldkitProvider } from '@fieldkit/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ME, note, notesOnFakeServer } from '../../test/fake-notes-server';
import { useNotes, useNotesState } from '../hooks/widget';
import { NotesWidget } from './NotesWidget';

const LONG = 'Customer asked for a call 30 minutes before arrival; gate code 4471.';

async function renderWidget(unread?: ReceivedServiceNote[], refuse = false) {
  const env = notesOnFakeServer(unread, refuse);
  await env.notes.start();
  render(
    <FieldkitProvider fieldkit={env.fieldkit}>
      <NotesWidget notes={env.notes} />
    </FieldkitProvider>,
  );
  return { ...env, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Service notes' });
const table = () => within(dialog()).getByRole('table', { name: 'Received service notes' });
/** The note of each row, as its open button. */
const noteButtons = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .flatMap((row) => within(row).queryAllByRole('button'));
const ackButton = () => within(dialog()).getByRole('button', { name: 'Acknowledge' }) as HTMLButtonElement;

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Notifications/ }));
  await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1));
}

describe('the bell says the live count in its name and in a polite live region', () => {
  it('names the count the server gives, and follows every push', async () => {
    const { hubServer } = await renderWidget();
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeDefined();
    act(() => hubServer.push('SendNotes', 4, true, ME));
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('4 unread service notes');
    act(() => hubServer.push('SendNotes', 0, false, ME));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeDefined();
    // A push for another login changes nothing.
    act(() => hubServer.push('SendNotes', 7, true, ME + 1));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeDefined();
  });
});

describe('the dialog lists the unread notes, cut at 25 characters, in a captioned table', () => {
  it('opens on the unread view; opening a note selects it and shows the whole text', async () => {
    const { user } = await renderWidget([note(1, LONG), note(2), note(3)]);
    await openDialog(user);
    expect(within(dialog()).getByRole('radio', { name: 'Unread' })).toHaveProperty('checked', true);
    const cut = within(table()).getByRole('button', { name: 'Customer asked for a call…' });
    await user.click(cut);
    expect(within(dialog()).getByText(LONG)).toBeDefined();
    expect(within(dialog()).getByRole('heading', { name: 'WO-1001, job 5001' })).toBe(document.activeElement);
    expect(within(dialog()).getByRole('status', { name: '' }).textContent).toBe('1 selected');
    await user.click(within(dialog()).getByRole('button', { name: 'Back to the list' }));
    expect(within(table()).getByRole('checkbox', { name: 'Select note 1 of WO-1001' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('closing the dialog clears the selection', async () => {
    const { user, state } = await renderWidget();
    await openDialog(user);
    await user.click(within(table()).getByRole('checkbox', { name: 'Select note 2 of WO-1001' }));
    expect([...state().selected]).toEqual([2]);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state().selected.size).toBe(0);
  });
});

describe('acknowledge', () => {
  it('with nothing selected warns SELECTNOTES', async () => {
    const { user, fieldkit } = await renderWidget();
    await openDialog(user);
    await user.click(ackButton());
    expect(shownNotices(fieldkit.notices).at(-1)).toEqual({
      severity: 'warning',
      title: 'Warning',
      text: 'Select the notes to acknowledge first.',
    });
  });

  it('the page checkbox selects every row shown; acknowledged, they leave the view and the count falls', async () => {
    const { user, fieldkit } = await renderWidget();
    await openDialog(user);
    await user.click(within(table()).getByRole('checkbox', { name: 'Select every note on this page' }));
    await user.click(ackButton());
    await waitFor(() => expect(within(table()).getByText('No record found')).toBeDefined());
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeDefined();
    expect(shownNotices(fieldkit.notices).at(-1)?.text).toBe('The selected notes are acknowledged.');
    // An empty unread view: nothing to select or acknowledge.
    expect(ackButton().disabled).toBe(true);
  });

  it('in the read view selection and acknowledge are disabled; who acknowledged and when show', async () => {
    const { user, notes } = await renderWidget();
    await openDialog(user);
    act(() => notes.setSelected(new Set([1])));
    await act(() => notes.acknowledge());
    await user.click(within(dialog()).getByRole('radio', { name: 'Read' }));
    await waitFor(() =>
      expect(within(table()).getByRole('columnheader', { name: /Acknowledged by/ })).toBeDefined(),
    );
    const row = within(table()).getAllByRole('row')[1]!;
    expect(within(row).getByText(demoSession.DisplayName)).toBeDefined();
    expect(within(row).getByRole('checkbox')).toHaveProperty('disabled', true);
    expect(ackButton().disabled).toBe(true);
  });

  it('refused by the server, the notes come back still selected', async () => {
    const { user } = await renderWidget(undefined, true);
    await openDialog(user);
    await user.click(within(table()).getByRole('checkbox', { name: 'Select note 3 of WO-1001' }));
    await user.click(ackButton());
    await waitFor(() =>
      expect(within(table()).getByRole('checkbox', { name: 'Select note 3 of WO-1001' })).toHaveProperty(
        'checked',
        true,
      ),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeDefined();
  });
});

describe('search, sort and pages are the server’s', () => {
  const many = Array.from({ length: 23 }, (_, i) =>
    note(i + 1, i === 16 ? 'Boiler pump replaced' : `Note ${i + 1}`, { WONumber: `WO-${2000 - i}` }),
  );

  it('searches 600 ms after typing pauses', async () => {
    const { user, pages } = await renderWidget(many);
    await openDialog(user);
    await user.type(within(dialog()).getByRole('searchbox', { name: 'Search notes' }), 'PUMP');
    expect(pages().at(-1)?.searchParams.get('SearchText')).toBe('');
    await waitFor(() => expect(noteButtons().map((b) => b.textContent)).toEqual(['Boiler pump replaced']), {
      timeout: 2000,
    });
  });

  it('sorts by a column header, shows three page links, and changes the rows per page', async () => {
    const { user, pages } = await renderWidget(many);
    await openDialog(user);
    const pager = within(dialog()).getByRole('navigation', { name: 'Pages of notes' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page \d$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await user.click(within(table()).getByRole('button', { name: /WO number/ }));
    await waitFor(() => expect(noteButtons()[0]?.textContent).toBe('Note 23'));
    expect(pages().at(-1)?.searchParams.get('SortBy')).toBe('WONumber');
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(noteButtons().map((b) => b.textContent)).toEqual(['Note 3', 'Note 2', 'Note 1']),
    );
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(noteButtons()).toHaveLength(23));
  });
});

describe('the keyboard map: j and k move, x selects, e acknowledges, / searches', () => {
  it('drives the list without a mouse: j and k land on a row’s checkbox, so Space toggles it too', async () => {
    const { user, state } = await renderWidget();
    await openDialog(user);
    const box = (n: number) => within(table()).getByRole('checkbox', { name: `Select note ${n} of WO-1001` });
    await user.keyboard('j');
    expect(document.activeElement).toBe(box(1));
    await user.keyboard('jjj');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('k');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('x');
    expect([...state().selected]).toEqual([2]);
    await user.keyboard('k ');
    expect([...state().selected].sort()).toEqual([1, 2]);
    await user.keyboard('e');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeDefined(),
    );
    // The focused row left: the note now in its place has the focus, and the map goes on.
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('/');
    expect(document.activeElement).toBe(within(dialog()).getByRole('searchbox', { name: 'Search notes' }));
    // Typed into the search box, the letters are the user's.
    await user.keyboard('jex');
    expect(document.activeElement).toHaveProperty('value', 'jex');
  });

  it('the single-key shortcuts can be turned off (WCAG 2.1.4): then j, x and e do nothing, and back on', async () => {
    const { user, state } = await renderWidget();
    await openDialog(user);
    const shortcuts = within(dialog()).getByRole('checkbox', { name: 'Single-key shortcuts' });
    expect(shortcuts).toHaveProperty('checked', true);
    await user.click(shortcuts);
    expect(
      within(dialog()).getByText('Single-key shortcuts are off: every key types as usual.'),
    ).toBeDefined();
    const acknowledge = within(dialog()).getByRole('button', { name: 'Acknowledge' });
    expect(acknowledge.hasAttribute('aria-keyshortcuts')).toBe(false);
    within(table()).getByRole('button', { name: 'Note 1' }).focus();
    await user.keyboard('jxe');
    expect(document.activeElement).toBe(within(table()).getByRole('button', { name: 'Note 1' }));
    expect([...state().selected]).toEqual([]);
    await user.click(shortcuts);
    within(table()).getByRole('button', { name: 'Note 1' }).focus();
    await user.keyboard('x');
    expect([...state().selected]).toEqual([1]);
  });

  it('x works on the row holding the focus, whichever of its controls', async () => {
    const { user, state } = await renderWidget();
    await openDialog(user);
    within(table()).getByRole('button', { name: 'Note 1' }).focus();
    await user.tab();
    // From the first note's button, Tab reaches the next row's checkbox: x selects that row.
    expect(document.activeElement).toBe(
      within(table()).getByRole('checkbox', { name: 'Select note 2 of WO-1001' }),
    );
    await user.keyboard('x');
    expect([...state().selected]).toEqual([2]);
  });

  it('when every row of the page leaves, the focus stays in the dialog and the map still works', async () => {
    const { user } = await renderWidget();
    await openDialog(user);
    await user.keyboard('j');
    await user.click(within(table()).getByRole('checkbox', { name: 'Select every note on this page' }));
    await user.keyboard('e');
    await waitFor(() => expect(within(table()).getByText('No record found')).toBeDefined());
    expect(dialog().contains(document.activeElement)).toBe(true);
    await user.keyboard('/');
    expect(document.activeElement).toBe(within(dialog()).getByRole('searchbox', { name: 'Search notes' }));
  });

  it('Tab reaches the acknowledge control', async () => {
    const { user } = await renderWidget();
    await openDialog(user);
    for (let i = 0; i < 10 && document.activeElement !== ackButton(); i++) await user.tab();
    expect(document.activeElement).toBe(ackButton());
  });
});

describe('every opening starts afresh', () => {
  it('the default order again, and an opened note closed by the host is not shown on the next opening', async () => {
    const { user, notes, pages } = await renderWidget([note(1, LONG), note(2), note(3)]);
    await openDialog(user);
    await user.click(within(table()).getByRole('button', { name: /WO number/ }));
    await user.click(within(table()).getByRole('button', { name: 'Customer asked for a call…' }));
    expect(within(dialog()).getByText(LONG)).toBeDefined();
    act(() => notes.closeDialog());
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    await waitFor(() => expect(pages().at(-1)?.searchParams.get('SortBy')).toBe('UserNotificationId'));
    expect(within(dialog()).queryByText(LONG)).toBeNull();
    expect(
      within(table())
        .getByRole('columnheader', { name: /WO number/ })
        .getAttribute('aria-sort'),
    ).toBe('none');
  });

  it('the bell says nothing on load, only a count that changes after', async () => {
    const { hubServer } = await renderWidget();
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => hubServer.push('SendNotes', 5, true, ME));
    expect(screen.getByRole('status').textContent).toBe('5 unread service notes');
  });
});

describe('the log link', () => {
  it('goes to /reports/smslogreport; in a single-page host a plain click moves within it and closes the dialog', async () => {
    const env = notesOnFakeServer();
    await env.notes.start();
    const opened: string[] = [];
    render(
      <FieldkitProvider fieldkit={env.fieldkit}>
        <NotesWidget notes={env.notes} onOpenLog={(href) => opened.push(href)} />
      </FieldkitProvider>,
    );
    const user = userEvent.setup();
    await openDialog(user);
    const link = within(dialog()).getByRole('link', { name: 'SMS and e-mail log' });
    expect(link.getAttribute('href')).toBe('/reports/smslogreport');
    await user.click(link);
    expect(opened).toEqual(['/reports/smslogreport']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('an opened note links to its job', () => {
  it('the full app’s job by its number by default; a host’s own address with {job}; the router follows it and the dialog closes', async () => {
    const env = notesOnFakeServer([note(1, 'Gate code 4471')]);
    await env.notes.start();
    const followed: string[] = [];
    const { unmount } = render(
      <FieldkitProvider fieldkit={env.fieldkit}>
        <NotesWidget notes={env.notes} onOpenJob={(href) => followed.push(href)} />
      </FieldkitProvider>,
    );
    const user = userEvent.setup();
    await openDialog(user);
    await user.click(within(table()).getByRole('button', { name: 'Gate code 4471' }));
    const link = within(dialog()).getByRole('link', { name: 'Open job 5001 of WO-1001' });
    expect(link.getAttribute('href')).toBe('/technician/job/5001');
    await user.click(link);
    expect(followed).toEqual(['/technician/job/5001']);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(
      <FieldkitProvider fieldkit={env.fieldkit}>
        <NotesWidget notes={env.notes} jobHref="https://app.example/technician/job/{job}?from=portal" />
      </FieldkitProvider>,
    );
    await openDialog(user);
    await user.click(within(table()).getByRole('button', { name: 'Gate code 4471' }));
    expect(
      within(dialog()).getByRole('link', { name: 'Open job 5001 of WO-1001' }).getAttribute('href'),
    ).toBe('https://app.example/technician/job/5001?from=portal');
  });
});

describe('the browser holds to the server’s limits', () => {
  it('the search box takes no more than the 100 characters the server accepts', async () => {
    const { user } = await renderWidget();
    await openDialog(user);
    const box = within(dialog()).getByRole('searchbox', { name: 'Search notes' });
    expect(box.getAttribute('maxlength')).toBe('100');
    await user.type(box, 'x'.repeat(120));
    expect((box as HTMLInputElement).value).toHaveLength(100);
  });
});

function HostCount() {
  const count = useNotesState((state) => state.count);
  return <output aria-label="Host count">{useNotes() ? count : 'none'}</output>;
}

describe("the host's own parts", () => {
  it('render inside the widget and read its notes', async () => {
    const env = notesOnFakeServer([note(1, 'Gate code 4471')]);
    await env.notes.start();
    render(
      <FieldkitProvider fieldkit={env.fieldkit}>
        <NotesWidget notes={env.notes}>
          <HostCount />
        </NotesWidget>
      </FieldkitProvider>,
    );
    expect(screen.getByRole('status', { name: 'Host count' }).textContent).toBe('1');
  });
});
