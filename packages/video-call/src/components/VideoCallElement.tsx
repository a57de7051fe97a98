import { VideoCall } from './VideoCall';

/** Props of {@link VideoCallElement}: what `<fk-video-call>` reads from its attributes besides `config-url` and `token`. */
export interface VideoCallElementProps {
  /** Shows the company's people to call (attribute `show-people`). */
  showPeople?: boolean;
}

/**
 * `<fk-video-call>`'s content once the element is connected: the widget on the element's Fieldkit (the one its
 * `config-url` and `token` give, provided above it), listening for rings.
 */
export function VideoCallElement({ showPeople }: VideoCallElementProps) {
  return <VideoCall showPeople={showPeople === true} />;
}
