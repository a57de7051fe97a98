/**
 * `<fk-sms-log>`: the SMS and e-mail alerts with their log popups, viewer and reply as a custom element, for portals
 * that embed it with one script tag. Importing this entry defines the tag (once; a tag already defined is left alone).
 */
import { defineWidgetElement, type ElementJsxProps, type EventsOf } from '@fieldkit/ui/element';
import { SmsLogElement, type SmsLogElementProps } from './components/SmsLogElement';
import css from './styles.css?raw';

/** The props the element's attributes and events are declared from. */
export type { SmsLogElementProps };

/** The element's tag. */
export const SMS_LOG_TAG = 'fk-sms-log';

/**
 * The `<fk-sms-log>` constructor, its whole declaration: attributes `sms-log-href` and `email-log-href` (besides
 * `config-url` and `token`); the event `fk-counts-change` (`{ sms, email }`, the unread counts); its parts.
 */
export const SmsLogElementConstructor = defineWidgetElement(SMS_LOG_TAG, SmsLogElement, {
  namespace: 'smsLog',
  props: { smsLogHref: 'string', emailLogHref: 'string' },
  events: ['onCountsChange'],
  parts: {
    sms: 'the SMS alert button with its unread count',
    email: 'the e-mail alert button with its unread count',
    log: 'a log popup (the SMS or the e-mail log)',
    viewer: "the 'Read Notification' viewer",
    reply: 'the SMS reply',
  },
  css,
});

/** `<fk-sms-log>` as the page sees it: its attributes as properties, its events typed for `addEventListener`. */
export type SmsLogElementInstance = InstanceType<typeof SmsLogElementConstructor>;

/** The events `<fk-sms-log>` dispatches (they bubble and cross the shadow root), each with its `detail`. */
export type SmsLogElementEvents = EventsOf<typeof SmsLogElementConstructor>;

declare global {
  interface HTMLElementTagNameMap {
    'fk-sms-log': SmsLogElementInstance;
  }
}

// The tag in TSX (React 19's JSX namespace): its props, sign-in and typed events, as ElementJsxProps says.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fk-sms-log': ElementJsxProps<typeof SmsLogElementConstructor>;
    }
  }
}
