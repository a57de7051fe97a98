/**
 * `<fk-job-email>`: 'Email Job' for one job, its popup with the preview of the server's PDF, and the job's send log,
 * as a custom element for portals that embed it with one script tag. Importing this entry defines the tag (once; a
 * tag already defined is left alone).
 */
import { defineWidgetElement, type ElementJsxProps, type EventsOf } from '@fieldkit/ui/element';
import { JobEmailElement, type JobEmailElementProps } from './components/JobEmailElement';
import css from './styles.css?raw';

/** The props the element's attributes and events are declared from. */
export type { JobEmailElementProps };

/** The element's tag. */
export const JOB_EMAIL_TAG = 'fk-job-email';

/**
 * The `<fk-job-email>` constructor, its whole declaration: attributes `wo-job-id` and `show-log` (besides `config-url`
 * and `token`); the event `fk-sent` (the server's message, MessageCode 1004); the parts `button`, `dialog` and `log`.
 */
export const JobEmailElementConstructor = defineWidgetElement(JOB_EMAIL_TAG, JobEmailElement, {
  namespace: 'jobEmail',
  props: { woJobId: 'number', showLog: 'boolean' },
  events: ['onSent'],
  parts: {
    button: "the 'Email Job' button",
    dialog: 'the e-mail popup, its preview the PDF it sends',
    log: "the job's send log",
  },
  css,
});

/** `<fk-job-email>` as the page sees it: its attributes as properties, its events typed for `addEventListener`. */
export type JobEmailElementInstance = InstanceType<typeof JobEmailElementConstructor>;

/** The events `<fk-job-email>` dispatches (they bubble and cross the shadow root), each with its `detail`. */
export type JobEmailElementEvents = EventsOf<typeof JobEmailElementConstructor>;

declare global {
  interface HTMLElementTagNameMap {
    'fk-job-email': JobEmailElementInstance;
  }
}

// The tag in TSX (React 19's JSX namespace): its props, sign-in and typed events, as ElementJsxProps says.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fk-job-email': ElementJsxProps<typeof JobEmailElementConstructor>;
    }
  }
}
