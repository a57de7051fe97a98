/**
 * `<fk-notes>`: the notes bell and dialog as a custom element, for portals that embed it with one script tag.
 * Importing this entry defines the tag (once; a tag already defined is left alone).
 */
import { defineWidgetElement, type ElementJsxProps, type EventsOf } from '@fieldkit/ui/element';
import { NotesElement, type NotesElementProps } from './components/NotesElement';
import css from './styles.css?raw';

/** The props the element's attributes and events are declared from. */
export type { NotesElementProps };

/** The element's tag. */
export const NOTES_TAG = 'fk-notes';

/**
 * The `<fk-notes>` constructor, its whole declaration: attributes `log-href` and `job-href` (besides `config-url` and the sign-in); the
 * event `fk-count-change` (the server's unread count); the parts `bell` and `dialog`.
 */
export const NotesElementConstructor = defineWidgetElement(NOTES_TAG, NotesElement, {
  namespace: 'notes',
  props: { logHref: 'string', jobHref: 'string' },
  events: ['onCountChange'],
  parts: {
    bell: 'the bell button (its colour: `fk-notes::part(bell) { color: … }` on a dark header)',
    dialog: "the notes dialog (the unread service notes, 'Mark all as read', 'Show all')",
  },
  css,
});

/** `<fk-notes>` as the page sees it: its attributes as properties, its events typed for `addEventListener`. */
export type NotesElementInstance = InstanceType<typeof NotesElementConstructor>;

/** The events `<fk-notes>` dispatches (they bubble and cross the shadow root), each with its `detail`. */
export type NotesElementEvents = EventsOf<typeof NotesElementConstructor>;

declare global {
  interface HTMLElementTagNameMap {
    'fk-notes': NotesElementInstance;
  }
}

// The tag in TSX (React 19's JSX namespace): its props, sign-in and typed events, as ElementJsxProps says.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fk-notes': ElementJsxProps<typeof NotesElementConstructor>;
    }
  }
}
