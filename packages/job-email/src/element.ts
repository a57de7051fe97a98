/**
 * `<fk-job-email>`: 'Email Job' for one job, its popup with the preview of the server's PDF, and the job's send log,
 * as a custom element for portals that embed it with one script tag. Importing this entry defines the tag (once; a
 * tag already defined is left alone).
 */
import type { UpdateMessage } from '@fieldkit/core/contract';
import { defineWidgetElement, type WidgetElement } from '@fieldkit/ui/element';
import { JobEmailElement, type JobEmailElementProps } from './components/JobEmailElement';
import css from './styles.css?raw';

/** The element's tag. */
export const JOB_EMAIL_TAG = 'fk-job-email';

/** The events `<fk-job-email>` dispatches (they bubble and cross the shadow root), each with its `detail`. */
export interface JobEmailElementEvents {
  /** The server took an e-mail of the job: its message (MessageCode 1004). */
  sent: UpdateMessage['Message'];
}

/** `<fk-job-email>` as the page sees it: attributes `config-url`, `token`, `wo-job-id`, `show-log`; the event above. */
export type JobEmailElementInstance = WidgetElement<
  Pick<JobEmailElementProps, 'woJobId' | 'showLog'>,
  JobEmailElementEvents
>;

/** The `<fk-job-email>` constructor. */
export const JobEmailElementConstructor = defineWidgetElement<JobEmailElementProps>(
  JOB_EMAIL_TAG,
  JobEmailElement,
  {
    namespace: 'jobEmail',
    props: { woJobId: 'number', showLog: 'boolean' },
    events: ['onSent'],
    css,
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'fk-job-email': JobEmailElementInstance;
  }
}
