import { fakeHub, shownNotices } from '@fieldkit/core/testing';
import { FieldkitProvider } from '@fieldkit/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listItem, ME, message, push, signedInFieldkit } from '../../test/fixtures';
import { useUnreadTotal } from '../hooks/useUnreadTotal';
import { useChat } from '../hooks/widget';
import { type Chat, createChat } from '../model/chat';
import { ChatWidget } from './ChatWidget';

const BOB = 2;
const CAROL = 3;
const chats: Chat[] = [];
afterEach(() => {
  for (const chat of chats.splice(0)) chat.dispose();
});

/** Renders the widget on a fake server; MarkMessageRead answers with `read` (the ids the server marked). */
async function renderWidget(
  data: Parameters<typeof signedInFieldkit>[0] = {},
  read: number[] = [],
  children?: ReactNode,
) {
  const env = signedInFieldkit({
    list: [listItem(BOB, 'Bob Martin', { UnreadMessageCount: 2 }), listItem(CAROL, 'Carol Jones')],
    counts: { Total: 2, ByUser: [{ UserId: BOB, UnreadMessageCount: 2 }] },
    ...data,
  });
  const hubServer = fakeHub((method, arg) => {
    if (method === 'NewMessage') {
      const m = arg as { ToUserId: number; ChatMessage: string; ClientMessageId: string };
      return message(900, ME, m.ToUserId, { ChatTxt: m.ChatMessage, ClientMessageId: m.ClientMessageId });
    }
    if (method === 'MarkMessageRead') return read;
    return [];
  });
  const chat = createChat({ fieldkit: env.fieldkit, hub: hubServer.hub });
  chats.push(chat);
  await chat.start();
  render(
    <FieldkitProvider fieldkit={env.fieldkit}>
      <ChatWidget chat={chat}>{children}</ChatWidget>
    </FieldkitProvider>,
  );
  return { ...env, chat, hubServer, user: userEvent.setup() };
}

describe('the launcher shows the unread total and opens the window', () => {
  it('opens the small window on the recent chats', async () => {
    const { user } = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'Chat, 2 unread' }));
    expect(screen.getByRole('region', { name: 'Chat window' }).dataset.fkSize).toBe('small');
    expect(screen.getByRole('heading', { name: 'Chats' })).toBeDefined();
    expect(screen.getByRole('button', { name: /^Bob Martin/ })).toBeDefined();
  });
});

describe('Escape and the focus: the window closes from its list and gives the focus back', () => {
  it('Escape in a conversation goes back to the list; on the list it closes the window, the launcher focused again', async () => {
    const { user } = await renderWidget();
    const launcher = screen.getByRole('button', { name: 'Chat, 2 unread' });
    await user.click(launcher);
    await user.click(screen.getByRole('button', { name: /^Carol Jones/ }));
    await screen.findByRole('textbox', { name: 'Message' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Chats' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Chat window' })).toBeDefined();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Chat window' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Chat/ }));
  });

  it('closed by its button, the focus goes back to the launcher too', async () => {
    const { user } = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'Chat, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Chat/ }));
  });

  it('on a phone the window is a modal dialog: Tab goes round its own controls', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 600px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      const { user } = await renderWidget();
      await user.click(screen.getByRole('button', { name: 'Chat, 2 unread' }));
      const window = screen.getByRole('dialog', { name: 'Chat window' });
      expect(window.getAttribute('aria-modal')).toBe('true');
      const controls = within(window).getAllByRole('button');
      controls.at(-1)?.focus();
      await user.tab();
      expect(window.contains(document.activeElement)).toBe(true);
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(controls.at(-1));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('conversation search matches names that start or end with the typed text', () => {
  it('filters the rows after the search toggle', async () => {
    const { user, chat } = await renderWidget();
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'JONES');
    expect(screen.queryByRole('button', { name: /^Bob Martin/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Carol Jones/ })).toBeDefined();
  });
});

describe('a conversation: the live log, Enter sends, Shift or Ctrl with Enter does not', () => {
  it('opens from its row, shows messages as text in a polite log, and sends with Enter only', async () => {
    const { user, chat, hubServer } = await renderWidget({
      details: () => [message(10, BOB, ME, { ChatTxt: '<img src=x onerror=alert(1)>' })],
    });
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Bob Martin/ }));
    const log = await screen.findByRole('log', { name: 'Messages with Bob Martin' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(within(log).getByText('<img src=x onerror=alert(1)>')).toBeDefined());
    expect(log.querySelector('img')).toBeNull();
    // Opening a conversation puts the focus in its message box.
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toBe(document.activeElement);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two{Control>}{Enter}{/Control}');
    expect(hubServer.argsOf('NewMessage')).toEqual([]);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(hubServer.argsOf('NewMessage')).toHaveLength(1));
    expect((hubServer.argsOf('NewMessage')[0] as { ChatMessage: string }).ChatMessage).toBe(
      'line one\nline two',
    );
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('shows http(s) and www. addresses as links to a new tab, other schemes as text, each text in its direction', async () => {
    const texts = [
      'Plan at https://example.com/plans/7, or www.example.com/parts.',
      'javascript:alert(1) and data:text/html,<b>x</b> (https://example.com/x)',
      'מחר בשמונה',
    ];
    const { user, chat } = await renderWidget({
      details: () => texts.map((text, i) => message(10 + i, BOB, ME, { ChatTxt: text })),
    });
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Bob Martin/ }));
    const log = await screen.findByRole('log', { name: 'Messages with Bob Martin' });
    await waitFor(() => expect(log.querySelectorAll('.fk-chat-bubble__text')).toHaveLength(3));
    const [linked, schemes, hebrew] = [...log.querySelectorAll<HTMLElement>('.fk-chat-bubble__text')];
    expect(texts).toEqual([linked, schemes, hebrew].map((p) => p?.textContent));
    const links = [...log.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['https://example.com/plans/7', 'https://example.com/plans/7'],
      ['www.example.com/parts', 'https://www.example.com/parts'],
      ['https://example.com/x', 'https://example.com/x'],
    ]);
    for (const a of log.querySelectorAll('a')) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(schemes?.querySelector('b')).toBeNull();
    for (const p of [linked, schemes, hebrew]) expect(p?.getAttribute('dir')).toBe('auto');
  });

  it('the back arrow returns to the recent chats in the small window', async () => {
    const { user, chat } = await renderWidget();
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Carol Jones/ }));
    await user.click(await screen.findByRole('button', { name: /^Back to recent chats/ }));
    expect(screen.getByRole('heading', { name: 'Chats' })).toBe(document.activeElement);
  });

  it('in the large window, Escape from the message box moves the focus to the conversation’s row beside it', async () => {
    const { user, chat } = await renderWidget();
    act(() => chat.setWindow('large'));
    const row = screen.getByRole('button', { name: /^Carol Jones/ });
    await user.click(row);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(box).toBe(document.activeElement));
    await user.keyboard('{Escape}');
    expect(row).toBe(document.activeElement);
    expect(row.getAttribute('aria-current')).toBe('true');
    // The conversation stays open beside the list.
    expect(screen.getByRole('log', { name: 'Messages with Carol Jones' })).toBeDefined();
  });

  it('a window left large on a screen narrowed to a phone’s width still goes back by its arrow and by Escape', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 600px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      const { user, chat } = await renderWidget();
      act(() => chat.setWindow('large'));
      await user.click(screen.getByRole('button', { name: /^Carol Jones/ }));
      const back = await screen.findByRole('button', { name: /^Back to recent chats/ });
      expect(screen.queryByRole('button', { name: /^(Maximise|Minimise) chat/ })).toBeNull();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('heading', { name: 'Chats' })).toBe(document.activeElement);
      expect(back.isConnected).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the message box', () => {
  it('keeps what is typed while the message before it is being sent', async () => {
    const { user, chat } = await renderWidget();
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Bob Martin/ }));
    const box = await screen.findByRole('textbox', { name: 'Message' });
    // The first send is held until the next message has been typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = chat.send.bind(chat);
    const spy = vi.spyOn(chat, 'send').mockImplementationOnce(async (text) => {
      await held;
      return send(text);
    });
    await user.type(box, 'Yes, three left{Enter}');
    // The next message written over it, as a quick typist (or a test's fill) does.
    await user.clear(box);
    await user.type(box, 'Back at 2');
    await act(async () => {
      release();
      await spy.mock.results[0]?.value;
    });
    expect((box as HTMLTextAreaElement).value).toBe('Back at 2');
  });
});

describe('replying and editing from a message’s actions, and Escape back to a new message', () => {
  it('Edit fills the box with Save and no typing notice; Escape leaves the edit, not the conversation', async () => {
    const sentAt = new Date().toISOString();
    const { user, chat, hubServer } = await renderWidget({
      details: () => [message(10, ME, BOB, { ChatTxt: 'See you at 10', ChatDatetime: sentAt })],
    });
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Bob Martin/ }));
    const log = await screen.findByRole('log', { name: 'Messages with Bob Martin' });
    // The menu button names its message: whose, and how it starts.
    await user.click(
      await within(log).findByRole('button', { name: 'Actions for your message: See you at 10' }),
    );
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Reply',
      'Edit',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe('See you at 10'));
    expect(box).toBe(document.activeElement);
    expect(screen.getByRole('region', { name: 'Editing your message' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Attach' })).toBeNull();
    await user.type(box, ' or 11');
    expect(hubServer.argsOf('Typing')).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Editing your message' })).toBeNull();
    expect(box.value).toBe('');
    // Still in the conversation: the first Escape left the edit only.
    expect(screen.getByRole('log', { name: 'Messages with Bob Martin' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDefined();
  });

  it('another’s message offers Reply only; replying shows its quote above the box with a cancel button', async () => {
    const { user, chat } = await renderWidget({
      details: () => [message(11, BOB, ME, { ChatTxt: 'Which site?' })],
    });
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Bob Martin/ }));
    const log = await screen.findByRole('log', { name: 'Messages with Bob Martin' });
    await user.click(await within(log).findByRole('button', { name: /^Actions for / }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Reply']);
    await user.click(screen.getByRole('menuitem', { name: 'Reply' }));
    const replying = screen.getByRole('region', { name: 'Replying to Bob Martin' });
    expect(
      within(replying).getByRole('blockquote', { name: 'In reply to Bob Martin' }).textContent,
    ).toContain('Which site?');
    await user.click(within(replying).getByRole('button', { name: 'Cancel reply' }));
    expect(screen.queryByRole('region', { name: 'Replying to Bob Martin' })).toBeNull();
  });
});

describe('consecutive messages of one person within a few minutes group together', () => {
  it('the second of two from bob a minute apart continues his group; mine after them starts another', async () => {
    const { user, chat } = await renderWidget({
      details: () => [
        message(10, BOB, ME, { ChatTxt: 'Parts arrived', ChatDatetime: '2026-11-22T09:00:00Z' }),
        message(11, BOB, ME, { ChatTxt: 'Both boxes', ChatDatetime: '2026-11-22T09:01:00Z' }),
        message(12, ME, BOB, { ChatTxt: 'Thanks', ChatDatetime: '2026-11-22T09:01:30Z' }),
        message(13, BOB, ME, { ChatTxt: 'Later that day', ChatDatetime: '2026-11-22T11:00:00Z' }),
      ],
    });
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Bob Martin/ }));
    const log = await screen.findByRole('log', { name: 'Messages with Bob Martin' });
    await waitFor(() => expect(log.querySelectorAll('article')).toHaveLength(4));
    const continued = [...log.querySelectorAll('article')].map((a) => a.dataset.fkContinued ?? '');
    expect(continued).toEqual(['', 'true', '', '']);
  });
});

describe("a deleted message is a 'Message deleted' line in its place", () => {
  it('with neither actions nor ticks, even on one of mine that was read', async () => {
    const { user, chat } = await renderWidget({
      details: () => [
        message(10, ME, BOB, { ChatTxt: '', IsDeleted: true, IsDelivered: true, IsRead: true }),
        message(11, ME, BOB, { ChatTxt: 'Still here', IsDelivered: true, IsRead: true }),
      ],
    });
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Bob Martin/ }));
    const log = await screen.findByRole('log', { name: 'Messages with Bob Martin' });
    const [deleted, kept] = await waitFor(() => {
      const articles = [...log.querySelectorAll('article')];
      expect(articles).toHaveLength(2);
      return articles as [HTMLElement, HTMLElement];
    });
    expect(deleted.textContent).toContain('Message deleted');
    expect(within(deleted).queryByRole('img', { name: 'Read' })).toBeNull();
    expect(within(deleted).queryByRole('button', { name: /^Actions for / })).toBeNull();
    expect(within(kept).getByRole('img', { name: 'Read' })).toBeDefined();
  });
});

describe("'Clear Chat' asks with the delete-confirm heading, text 5001, NO and YES", () => {
  it('clears on YES and shows the success notice', async () => {
    const { user, chat, requests, fieldkit } = await renderWidget();
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Carol Jones/ }));
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Clear Chat' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText(/^Do you want to delete this\?/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(requests.some((r) => r.url.includes('/ChatUpdateCleared/'))).toBe(true));
    await waitFor(() =>
      expect(shownNotices(fieldkit.notices).at(-1)?.text).toBe('Chat Cleared Successfully'),
    );
  });
});

describe('clear and delete confirmations say what they do and that they affect only the own view', () => {
  it('Clear Chat: empties the conversation in your own view only, the other person still sees it', async () => {
    const { user, chat } = await renderWidget();
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Carol Jones/ }));
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Clear Chat' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain(
      'Do you want to delete this? Clearing empties your conversation with Carol Jones in your own view only: Carol Jones still sees every message.',
    );
  });

  it('Delete Chat: removes the conversation from your own list only, the other person keeps it', async () => {
    const { user, chat } = await renderWidget();
    act(() => chat.setWindow('small'));
    await user.click(await screen.findByRole('button', { name: /^Options for Carol Jones/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete Chat' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain(
      'Do you want to delete this? Deleting removes your conversation with Carol Jones from your own list of chats only: Carol Jones keeps it.',
    );
  });
});

describe('the upload tray lists the chosen files with size, a remove control and Add New', () => {
  it('adds a document, lists it, and removes it', async () => {
    const { user, chat } = await renderWidget();
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Carol Jones/ }));
    await screen.findByRole('log');
    const picker = screen.getByTestId('document-picker') as HTMLInputElement;
    expect(picker.accept).toMatch(/^audio\/\*,\.xlsx,\.docx,\.ppt,\.txt,\.pdf,\.dwg,\.doc,\.xls,\.pptx,/);
    fireEvent.change(picker, {
      target: { files: [new File(['1234'], 'plan.pdf', { type: 'application/pdf' })] },
    });
    const tray = screen.getByRole('region', { name: 'Files to send' });
    expect(within(tray).getByText('plan.pdf')).toBeDefined();
    expect(within(tray).getByText('4 B')).toBeDefined();
    expect(within(tray).getByRole('button', { name: 'Add New' })).toBeDefined();
    await user.click(within(tray).getByRole('button', { name: 'Remove plan.pdf' }));
    expect(screen.queryByRole('region', { name: 'Files to send' })).toBeNull();
  });
});

describe("a message's pictures open in the image viewer from their previews", () => {
  const file = (id: number, name: string, type: number) => ({
    ChatAttachmentId: id,
    ChatDataId: 10,
    AttachmentFileName: name,
    AttachmentPath: `chat/${id}`,
    AttachmentType: type,
    FileSize: 2_000,
  });
  const files = [file(1, 'boiler.jpg', 1), file(2, 'report.pdf', 2), file(3, 'valve.png', 1)];

  it('opens on the picture pressed, moves through the pictures only, downloads the one shown, and Escape closes it', async () => {
    const { user, chat } = await renderWidget({
      details: () => [
        message(10, BOB, ME, { ChatTxt: 'Photos', IsAttachmentExists: true, AttachmentDetails: files }),
      ],
    });
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Bob Martin/ }));
    const log = await screen.findByRole('log', { name: 'Messages with Bob Martin' });
    const preview = await within(log).findByRole('button', { name: 'Open picture valve.png' });
    expect(within(log).getByRole('button', { name: 'Open picture boiler.jpg' })).toBeDefined();
    expect(within(log).queryByRole('button', { name: 'Open picture report.pdf' })).toBeNull();
    const downloadOne = vi.spyOn(chat, 'downloadOne').mockResolvedValue();

    await user.click(preview);
    const dialog = await screen.findByRole('dialog', { name: 'valve.png' });
    expect(within(dialog).getByText('2 of 2')).toBeDefined();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close picture' })),
    );
    expect(within(dialog).getByRole('button', { name: 'Previous picture' })).toBeDefined();
    // The PDF between the two pictures is not one of them.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'boiler.jpg' })).toBeDefined();
    expect(within(dialog).getByText('1 of 2')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Download boiler.jpg' }));
    expect(downloadOne).toHaveBeenCalledWith(files[0]);

    // Escape closes the viewer only: the conversation stays open in the small window, the focus back on the preview.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(preview));
    expect(screen.getByRole('log', { name: 'Messages with Bob Martin' })).toBeDefined();
  });
});

describe('the quiet connection line while the hub reconnects', () => {
  it('appears while reconnecting and goes when connected', async () => {
    const { chat, hubServer } = await renderWidget();
    act(() => chat.setWindow('small'));
    act(() => hubServer.drop());
    expect(screen.getByRole('status').textContent).toMatch(/Reconnecting/);
    act(() => hubServer.restore());
    expect(screen.queryByText(/Reconnecting/)).toBeNull();
  });
});

describe('an unread line marks where the new messages start when a conversation opens', () => {
  it('goes before the oldest unread message, stays while the conversation is open, and moves on reopening', async () => {
    const { user, chat, hubServer } = await renderWidget(
      {
        details: () => [
          message(10, BOB, ME, { IsRead: true }),
          message(11, ME, BOB),
          message(12, BOB, ME),
          message(13, BOB, ME),
        ],
      },
      [12, 13],
    );
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Bob Martin/ }));
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getByText('message 13')).toBeDefined());
    // The log of the page shown now (reopening mounts a new one).
    const order = () =>
      [...screen.getByRole('log').querySelectorAll('article p, .fk-chat-unread-line')].map((e) =>
        e.textContent?.trim(),
      );
    expect(order()).toEqual(['message 10', 'message 11', 'New messages', 'message 12', 'message 13']);
    // A new message keeps the line where it was.
    act(() => hubServer.push('MessageReceived', push(message(14, BOB, ME))));
    await waitFor(() => expect(within(log).getByText('message 14')).toBeDefined());
    expect(order().indexOf('New messages')).toBe(2);
    // Read on opening (the server marked 12 and 13): reopened, no line.
    await waitFor(() =>
      expect(chat.store.getState().messages.find((m) => m.ChatDataId === 12)?.IsRead).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: /^Back to recent chats/ }));
    await user.click(screen.getByRole('button', { name: /^Bob Martin/ }));
    await screen.findByRole('heading', { name: 'Bob Martin' });
    await waitFor(() => expect(order()).toContain('message 14'));
    // 14 came after the marks and is still unread: the line now goes before it.
    expect(order()).toEqual([
      'message 10',
      'message 11',
      'message 12',
      'message 13',
      'New messages',
      'message 14',
    ]);
  });
});

describe('in the small window, the back arrow of a conversation shows the unread messages of the others', () => {
  it('counts what arrives for Carol while Bob is open, and says it in its name', async () => {
    const { user, chat, hubServer } = await renderWidget();
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Carol Jones/ }));
    // Bob's two unread are elsewhere from Carol's conversation.
    const back = await screen.findByRole('button', { name: 'Back to recent chats, 2 unread' });
    expect(back.querySelector('.fk-badge')?.getAttribute('data-fk-count')).toBe('2');
    act(() => hubServer.push('MessageReceived', push(message(50, BOB, ME))));
    await screen.findByRole('button', { name: 'Back to recent chats, 3 unread' });
    // What arrives in the open conversation is not elsewhere.
    act(() => hubServer.push('MessageReceived', push(message(51, CAROL, ME))));
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('message 51'));
    expect(screen.getByRole('button', { name: 'Back to recent chats, 3 unread' })).toBeDefined();
  });
});

describe('signed in elsewhere: the chat says the session ended and takes no more messages', () => {
  it('says so instead of Offline, keeps the typed text, sends nothing, and Sign in again signs out', async () => {
    const { user, chat, hubServer, fieldkit } = await renderWidget();
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Bob Martin/ }));
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'on my way');
    act(() => {
      fieldkit.session.setState({ ended: true });
      hubServer.drop();
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Your session has ended. Sign in again to go on chatting.',
    );
    expect(screen.queryByText(/Offline|Reconnecting/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(box, '{Enter}');
    expect(await chat.send('on my way')).toBe(false);
    expect(hubServer.argsOf('NewMessage')).toEqual([]);
    expect(chat.store.getState().outbox).toEqual([]);
    expect((box as HTMLTextAreaElement).value).toBe('on my way');
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(fieldkit.session.getState().token).toBeNull());
  });
});

describe('after the reconnect delays run out the chat stops, and the line offers to reconnect', () => {
  it('shows Reconnect when the hub gave up, and Reconnect connects again', async () => {
    const { user, chat, hubServer } = await renderWidget();
    act(() => chat.setWindow('small'));
    act(() => hubServer.drop());
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
    act(() => hubServer.giveUp());
    expect(screen.getByRole('status').textContent).toMatch(/Offline/);
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull());
    expect(chat.store.getState().connection).toBe('Connected');
  });
});

describe('the file picker opens after a 1000 ms delay', () => {
  it('Images opens the image picker 1000 ms after it is chosen, not before', async () => {
    const { user, chat } = await renderWidget();
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: /^Carol Jones/ }));
    await screen.findByRole('log');
    const opened: number[] = [];
    screen.getByTestId('image-picker').addEventListener('click', () => opened.push(Date.now()));
    await user.click(screen.getByRole('button', { name: 'Attach' }));
    const chosenAt = Date.now();
    await user.click(screen.getByRole('menuitem', { name: 'Images' }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(opened).toEqual([]);
    await waitFor(() => expect(opened).toHaveLength(1), { timeout: 1000 });
    expect(opened[0]! - chosenAt).toBeGreaterThanOrEqual(1000);
  });
});

describe("My Profile: status choices, mobile ('Not Available' if none), e-mail and country", () => {
  it('shows the profile and sends the chosen status', async () => {
    const { user, chat, requests } = await renderWidget();
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: 'My Profile' }));
    expect(await screen.findByText('Not Available')).toBeDefined();
    expect(screen.getByText('United Kingdom')).toBeDefined();
    await user.click(screen.getByRole('radio', { name: 'Appear offline' }));
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/UpdateChatStatus'))).toBe(true));
    expect(requests.find((r) => r.url.endsWith('/UpdateChatStatus'))?.body).toContain('"AvailabilityId":4');
  });
});

describe("the user picker: 'select user', a search box, users with name, e-mail and status", () => {
  /** Online and Busy. */
  const erin = {
    UserId: 5,
    UserName: 'Erin Hale',
    UserTypeId: 1,
    StatusId: 2,
    AvailabilityId: 2,
    Email: 'erin@example.test',
    ShortName: 'EH',
    ProfilePic: '',
  };

  it('lists and filters the users, and opens a conversation', async () => {
    const { user, chat } = await renderWidget({
      users: [
        erin,
        {
          UserId: 6,
          UserName: 'Frank Moss',
          UserTypeId: 1,
          StatusId: 1,
          AvailabilityId: 1,
          Email: 'frank@example.test',
          ShortName: 'FM',
          ProfilePic: '',
        },
      ],
    });
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(screen.getByRole('heading', { name: 'select user' })).toBeDefined();
    expect(await screen.findByText('erin@example.test')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Busy' })).toBeDefined();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'moss');
    expect(screen.queryByText('Erin Hale')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Frank Moss/ }));
    expect(await screen.findByRole('log', { name: 'Messages with Frank Moss' })).toBeDefined();
  });

  it('a person picked with no conversation yet shows with their real presence at once', async () => {
    const { user, chat } = await renderWidget({ users: [erin] });
    act(() => chat.setWindow('small'));
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    await user.click(await screen.findByRole('button', { name: /^Erin Hale/ }));
    const header = (await screen.findByRole('heading', { name: 'Erin Hale' })).closest('header');
    // Busy (online, Busy chosen), as the picker listed her; not offline for want of a conversation row.
    expect(within(header as HTMLElement).getByRole('img', { name: 'Busy' })).toBeDefined();
    expect(within(header as HTMLElement).getByText('Busy')).toBeDefined();
  });
});

describe('the scroll-to-bottom animation runs 300 ms after a message is added', () => {
  it('scrolls the log smoothly to its bottom at 300 ms, not before', async () => {
    const { chat, hubServer } = await renderWidget({ details: () => [message(10, BOB, ME)] });
    act(() => chat.setWindow('small'));
    await act(() => chat.openConversation({ userId: BOB, userType: 1, name: 'Bob Martin' }));
    const log = screen.getByRole('log');
    const scrolls: ScrollToOptions[] = [];
    log.scrollTo = ((options: ScrollToOptions) => scrolls.push(options)) as Element['scrollTo'];
    await new Promise((resolve) => setTimeout(resolve, 350));
    scrolls.length = 0;
    act(() => hubServer.push('MessageReceived', push(message(11, BOB, ME))));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(scrolls).toEqual([]);
    await waitFor(() => expect(scrolls).toHaveLength(1), { timeout: 200 });
    expect(scrolls[0]).toMatchObject({ behavior: 'smooth' });
  });
});

describe('the main regions carry part names, so a page can style <fk-chat> through its shadow root', () => {
  const parts = () => [...document.querySelectorAll('[part]')].map((element) => element.getAttribute('part'));

  it('names the launcher, the window, its bar, the list, the conversation, its header, messages and composer', async () => {
    const { user, chat } = await renderWidget();
    expect(parts()).toEqual(['launcher']);
    await user.click(screen.getByRole('button', { name: 'Chat, 2 unread' }));
    await act(() => chat.setWindow('large'));
    await user.click(screen.getByRole('button', { name: /^Bob Martin/ }));
    await waitFor(() => expect(parts()).toContain('composer'));
    expect(new Set(parts())).toEqual(
      new Set([
        // Hidden while the window is open, kept to take the focus back when it closes.
        'launcher',
        'window',
        'window-bar',
        'recent-chats',
        'conversation',
        'conversation-header',
        'messages',
        'composer',
      ]),
    );
  });

  it('names the user picker and the profile pages', async () => {
    const { chat } = await renderWidget();
    await act(() => chat.setWindow('small'));
    act(() => chat.showPage('users'));
    await waitFor(() => expect(parts()).toContain('users'));
    act(() => chat.showPage('profile'));
    await waitFor(() => expect(parts()).toContain('profile'));
  });
});

function HostButton() {
  const chat = useChat();
  return (
    <button type="button" onClick={() => chat.setWindow('large')}>
      {`Host: ${useUnreadTotal(chat)} unread`}
    </button>
  );
}

describe("the host's own parts", () => {
  it('render inside the widget and read its chat, as the shell’s chat button does', async () => {
    const { user } = await renderWidget({}, [], <HostButton />);
    await user.click(screen.getByRole('button', { name: 'Host: 2 unread' }));
    expect(screen.getByRole('region', { name: 'Chat window' }).dataset.fkSize).toBe('large');
  });
});
