/**
 * `<fk-chat>`: the chat widget as a custom element, for portals that embed it with one script tag.
 * Importing this entry defines the tag (once; a tag already defined is left alone).
 */
import { defineWidgetElement, type WidgetElement } from '@fieldkit/ui/element';
import { ChatElement, type ChatElementProps } from './components/ChatElement';
import type { ChatWindowSize } from './model/state';
import css from './styles.css?raw';

/** The element's tag. */
export const CHAT_TAG = 'fk-chat';

/** The events `<fk-chat>` dispatches (they bubble and cross the shadow root), each with its `detail`. */
export interface ChatElementEvents {
  /** The unread total changed. */
  unreadchange: number;
  /** The window opened, closed or changed size. */
  windowchange: ChatWindowSize;
}

/** `<fk-chat>` as the page sees it: attributes `config-url`, `token`, `window`; the events above. */
export type ChatElementInstance = WidgetElement<
  Pick<ChatElementProps, 'window' | 'videoCalls'>,
  ChatElementEvents
>;

/** The `<fk-chat>` constructor. */
export const ChatElementConstructor = defineWidgetElement<ChatElementProps>(CHAT_TAG, ChatElement, {
  namespace: 'chat',
  props: { window: 'string', videoCalls: 'boolean' },
  events: ['onUnreadChange', 'onWindowChange'],
  css,
});

declare global {
  interface HTMLElementTagNameMap {
    'fk-chat': ChatElementInstance;
  }
}
