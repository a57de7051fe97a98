/**
 * `<fk-sms-log>`: the SMS and e-mail alerts with their log popups, viewer and reply as a custom element, for portals
 * that embed it with one script tag. Importing this entry defines the tag (once; a tag already defined is left alone).
 */
import { defineWidgetElement, type WidgetElement } from '@fieldkit/ui/element';
import { SmsLogElement, type SmsLogElementProps } from './components/SmsLogElement';
import css from './styles.css?raw';

/** The element's tag. */
export const SMS_LOG_TAG = 'fk-sms-log';

/** The events `<fk-sms-log>` dispatches (they bubble and cross the shadow root), each with its `detail`. */
export interface SmsLogElementEvents {
  /** An unread count changed. */
  countschange: { sms: number; email: number };
}

/** `<fk-sms-log>` as the page sees it: attributes `config-url`, `token`, `sms-log-href`, `email-log-href`; the event above. */
export type SmsLogElementInstance = WidgetElement<
  Pick<SmsLogElementProps, 'smsLogHref' | 'emailLogHref'>,
  SmsLogElementEvents
>;

/** The `<fk-sms-log>` constructor. */
export const SmsLogElementConstructor = defineWidgetElement<SmsLogElementProps>(SMS_LOG_TAG, SmsLogElement, {
  namespace: 'smsLog',
  props: { smsLogHref: 'string', emailLogHref: 'string' },
  events: ['onCountsChange'],
  css,
});

declare global {
  interface HTMLElementTagNameMap {
    'fk-sms-log': SmsLogElementInstance;
  }
}
