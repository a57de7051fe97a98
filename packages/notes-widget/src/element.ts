/**
 * `<fk-notes>`: the notes bell and dialog as a custom element, for portals that embed it with one script tag.
 * Importing this entry defines the tag (once; a tag already defined is left alone).
 */
import { defineWidgetElement, type WidgetElement } from '@fieldkit/ui/element';
import { NotesElement, type NotesElementProps } from './components/NotesElement';
import css from './styles.css?raw';

/** The element's tag. */
export const NOTES_TAG = 'fk-notes';

/** The events `<fk-notes>` dispatches (they bubble and cross the shadow root), each with its `detail`. */
export interface NotesElementEvents {
  /** The server's unread count changed. */
  countchange: number;
}

/** `<fk-notes>` as the page sees it: attributes `config-url`, `token`, `log-href`; the event above. */
export type NotesElementInstance = WidgetElement<Pick<NotesElementProps, 'logHref'>, NotesElementEvents>;

/** The `<fk-notes>` constructor. */
export const NotesElementConstructor = defineWidgetElement<NotesElementProps>(NOTES_TAG, NotesElement, {
  namespace: 'notes',
  props: { logHref: 'string' },
  events: ['onCountChange'],
  css,
});

declare global {
  interface HTMLElementTagNameMap {
    'fk-notes': NotesElementInstance;
  }
}
