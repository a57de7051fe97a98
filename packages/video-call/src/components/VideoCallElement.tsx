import type { CallEventCallbacks } from '../model/call-events';
import { VideoCall } from './VideoCall';

/**
 * Props of {@link VideoCallElement}: what `<fk-video-call>` reads from its attributes besides `config-url` and
 * `token`, and the call's callbacks, dispatched as `fk-call-incoming`, `fk-call-started`, `fk-call-ended`,
 * `fk-call-missed` and `fk-call-rejected`.
 */
export interface VideoCallElementProps extends CallEventCallbacks {
  /** Shows the company's people to call (attribute `show-people`). */
  showPeople?: boolean;
}

/**
 * `<fk-video-call>`'s content once the element is connected: the widget on the element's Fieldkit (the one its
 * `config-url` and `token` give, provided above it), listening for rings.
 */
export function VideoCallElement({ showPeople, ...callbacks }: VideoCallElementProps) {
  return <VideoCall showPeople={showPeople === true} {...callbacks} />;
}
