// src/element.ts
import { defineWidgetElement } from '@fieldkit/ui/element';
import { JobLogWidget } from './components/JobLogWidget';

/** Its whole declaration: the attributes, the events (from the callback props) and the parts, each named once. */
export const JobLogElement = defineWidgetElement('fk-job-log', JobLogWidget, {
  namespace: 'jobLog',
  props: {},
  events: ['onCountChange'], // dispatched as `fk-count-change`, the count as its detail
  parts: { 'job-log': "the job's log" }, // styled by the page as `fk-job-log::part(job-log)`
  css: '',
});

declare global {
  interface HTMLElementTagNameMap {
    'fk-job-log': InstanceType<typeof JobLogElement>; // its events typed for `addEventListener`
  }
}
