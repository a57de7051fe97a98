/**
 * `<fk-chat>`: the chat widget as a custom element, for portals that embed it with one script tag.
 * Importing this entry defines the tag (once; a tag already defined is left alone).
 */
import { defineElement } from '@fieldkit/ui';
import { ChatElement, type ChatElementProps } from './components/ChatElement';
import css from './styles.css?raw';

/** The element's tag. */
export const CHAT_TAG = 'fk-chat';

/** The `<fk-chat>` constructor: attributes `config-url`, `token`, `window`; events `unreadchange`, `windowchange`. */
export const ChatElementConstructor = defineElement<ChatElementProps>(CHAT_TAG, ChatElement, {
  props: { configUrl: 'string', token: 'string', window: 'string' },
  events: ['onUnreadChange', 'onWindowChange'],
  css,
});

declare global {
  interface HTMLElementTagNameMap {
    'fk-chat': HTMLElement & { configUrl?: string; token?: string; window?: string };
  }
}
