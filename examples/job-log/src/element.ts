// src/element.ts
import { defineWidgetElement, type WidgetElement } from '@fieldkit/ui/element';
import { JobLogWidget, type JobLogWidgetProps } from './components/JobLogWidget';

defineWidgetElement<JobLogWidgetProps>('fk-job-log', JobLogWidget, {
  namespace: 'jobLog',
  props: {},
  events: ['onCountChange'], // dispatched as `countchange`, the count as its detail
  css: '',
});

declare global {
  interface HTMLElementTagNameMap {
    'fk-job-log': WidgetElement<Record<never, never>, { countchange: number }>;
  }
}
