import type { ChatWindow } from './ChatWindow';

/** The chat window component (pages, menus, dialogs), loaded when the window first opens. */
export type ChatWindowComponent = typeof ChatWindow;

let loaded: ChatWindowComponent | null = null;
let loading: Promise<ChatWindowComponent> | null = null;

/**
 * Loads the chat window's code once. The launcher, the unread total and the model work without it, so a page
 * with the chat closed does not pay for the window (and its menu and dialog primitives) until it opens.
 */
export function loadChatWindow(): Promise<ChatWindowComponent> {
  loading ??= import('./ChatWindow').then((module) => {
    loaded = module.ChatWindow;
    return loaded;
  });
  return loading;
}

/** The window component when it has loaded, else null. */
export function loadedChatWindow(): ChatWindowComponent | null {
  return loaded;
}
