import { defineWidget, type Widget, type WidgetT } from '@fieldkit/ui';
import type { SmsLogState } from '../model/scope';
import { createSmsLog, type SmsLogModel } from '../model/sms-log';
import { type SmsLogTextKey, smsLogTexts } from '../model/texts';

/** The SMS and e-mail log widget, declared once: its model's context and the hooks its components use. */
export const smsLogWidget: Widget<SmsLogModel, SmsLogTextKey> = defineWidget({
  hook: 'useSmsLog',
  widget: 'SmsLogWidget',
  namespace: 'smsLog',
  texts: smsLogTexts,
  create: (fieldkit) => createSmsLog({ fieldkit }),
});

/** The SMS and e-mail log of the nearest widget. */
export const SmsLogContext = smsLogWidget.Context;
/** The SMS and e-mail log of the nearest `<SmsLogWidget>`; throws outside one. */
export const useSmsLog = smsLogWidget.useModel;
/** The SMS and e-mail log of the nearest `<SmsLogWidget>`, or undefined outside one. */
export const useMaybeSmsLog = smsLogWidget.useMaybeModel;
/**
 * The SMS and e-mail log of the user signed in to a Fieldkit, started on mount (its counts poll) and disposed on
 * unmount; `given` is used instead when the host made its own (a report screen, a story).
 */
export const useCreateSmsLog = smsLogWidget.useCreate;
/** A slice of the nearest widget's state; re-renders when the slice changes. */
export const useSmsLogState: <R>(selector: (state: SmsLogState) => R) => R = smsLogWidget.useState;
/** Texts of the `smsLog` namespace with built-in English defaults. */
export const useSmsLogTexts = smsLogWidget.useTexts;
/** An SMS log text: the host's `smsLog` translation when it has one, the built-in English otherwise. */
export type SmsLogT = WidgetT<SmsLogTextKey>;
