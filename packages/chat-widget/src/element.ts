/**
 * `<fk-chat>`: the chat widget as a custom element, for portals that embed it with one script tag.
 * Importing this entry defines the tag (once; a tag already defined is left alone).
 */
import { defineWidgetElement, type ElementJsxProps, type EventsOf } from '@fieldkit/ui/element';
import { ChatElement, type ChatElementProps } from './components/ChatElement';
import css from './styles.css?raw';

/** The props the element's attributes and events are declared from. */
export type { ChatElementProps };

/** The element's tag. */
export const CHAT_TAG = 'fk-chat';

/**
 * The `<fk-chat>` constructor, its whole declaration: attributes `window` and `video-calls` (besides `config-url` and
 * `token`); the events `fk-unread-change` (the unread total) and `fk-window-change` ('closed', 'small' or 'large'); its parts.
 */
export const ChatElementConstructor = defineWidgetElement(CHAT_TAG, ChatElement, {
  namespace: 'chat',
  props: { window: 'string', videoCalls: 'boolean' },
  events: ['onUnreadChange', 'onWindowChange'],
  parts: {
    launcher: 'the chat button with the unread total',
    window: 'the chat window',
    'window-bar': "the chat window's title bar",
    'recent-chats': 'the recent chats page',
    users: 'the page to pick a user',
    profile: 'My Profile',
    conversation: 'the open conversation',
    'conversation-header': "the open conversation's header",
    messages: 'the message log',
    composer: 'the message box',
  },
  css,
});

/** `<fk-chat>` as the page sees it: its attributes as properties, its events typed for `addEventListener`. */
export type ChatElementInstance = InstanceType<typeof ChatElementConstructor>;

/** The events `<fk-chat>` dispatches (they bubble and cross the shadow root), each with its `detail`. */
export type ChatElementEvents = EventsOf<typeof ChatElementConstructor>;

declare global {
  interface HTMLElementTagNameMap {
    'fk-chat': ChatElementInstance;
  }
}

// The tag in TSX (React 19's JSX namespace): its props, sign-in and typed events, as ElementJsxProps says.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fk-chat': ElementJsxProps<typeof ChatElementConstructor>;
    }
  }
}
