/**
 * `<fk-video-call>`: video calls as a custom element, for portals that embed them with one script tag: the ring
 * prompt and the call window wherever the page is, and with `show-people` the people of the company to call.
 * Importing this entry defines the tag (once; a tag already defined is left alone).
 */
import { defineWidgetElement, type WidgetElement } from '@fieldkit/ui/element';
import { VideoCallElement, type VideoCallElementProps } from './components/VideoCallElement';
import css from './styles.css?raw';

/** The element's tag. */
export const VIDEO_CALL_TAG = 'fk-video-call';

/** `<fk-video-call>` as the page sees it: attributes `config-url`, `token`, `show-people`. */
export type VideoCallElementInstance = WidgetElement<VideoCallElementProps, Record<string, never>>;

/** The `<fk-video-call>` constructor. */
export const VideoCallElementConstructor = defineWidgetElement<VideoCallElementProps>(
  VIDEO_CALL_TAG,
  VideoCallElement,
  {
    namespace: 'video',
    props: { showPeople: 'boolean' },
    events: [],
    css,
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'fk-video-call': VideoCallElementInstance;
  }
}
