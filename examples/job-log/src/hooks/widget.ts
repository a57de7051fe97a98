// src/hooks/widget.ts
import { defineWidget } from '@fieldkit/ui';
import enGB from '../i18n/en-GB.json';
import { createJobLog } from '../model/job-log';

export const jobLogWidget = defineWidget({
  hook: 'useJobLog', // named in the error outside the widget
  widget: 'JobLogWidget',
  namespace: 'jobLog',
  texts: enGB, // its built-in English; the host's language file wins
  create: (fieldkit) => createJobLog({ fieldkit }),
});
export const useJobLog = jobLogWidget.useModel;
export const useMaybeJobLog = jobLogWidget.useMaybeModel;
export const useJobLogState = jobLogWidget.useState;
export const useJobLogTexts = jobLogWidget.useTexts;
