/**
 * `<fk-video-call>`: video calls as a custom element, for portals that embed them with one script tag: the ring
 * prompt and the call window wherever the page is, and with `show-people` the people of the company to call.
 * Importing this entry defines the tag (once; a tag already defined is left alone).
 */
import { defineWidgetElement, type ElementJsxProps } from '@fieldkit/ui/element';
import { VideoCallElement, type VideoCallElementProps } from './components/VideoCallElement';
import css from './styles.css?raw';

/** The props the element's attributes and events are declared from. */
export type { VideoCallElementProps };

/** The element's tag. */
export const VIDEO_CALL_TAG = 'fk-video-call';

/**
 * The `<fk-video-call>` constructor, its whole declaration: attribute `show-people` (besides `config-url` and `token`);
 * the events `fk-call-incoming`, `fk-call-started`, `fk-call-ended`, `fk-call-missed` and `fk-call-rejected` (the
 * call, which way it rang and the other person; how long it lasted; why it was missed or rejected); the parts
 * `people`, `prompt` and `window`.
 */
export const VideoCallElementConstructor = defineWidgetElement(VIDEO_CALL_TAG, VideoCallElement, {
  namespace: 'video',
  props: { showPeople: 'boolean' },
  events: ['onCallIncoming', 'onCallStarted', 'onCallEnded', 'onCallMissed', 'onCallRejected'],
  parts: {
    people: 'the people to call (with `show-people`)',
    prompt: 'the ring prompt, either way',
    window: 'the call window',
  },
  css,
});

/** `<fk-video-call>` as the page sees it: its attributes as properties. */
export type VideoCallElementInstance = InstanceType<typeof VideoCallElementConstructor>;

declare global {
  interface HTMLElementTagNameMap {
    'fk-video-call': VideoCallElementInstance;
  }
}

// The tag in TSX (React 19's JSX namespace): its props, sign-in and typed events, as ElementJsxProps says.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fk-video-call': ElementJsxProps<typeof VideoCallElementConstructor>;
    }
  }
}
