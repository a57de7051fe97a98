import { type ReceivedSms, SMS_MARKED_READ } from '@fieldkit/core/contract';
import type { AlertKind } from './alert-counts';
import type { SmsLogScope } from './scope';

/** The viewer ('Read Notification') of one message, and its Save. */
export interface SmsLogViewer {
  /** Shows a message in the viewer. */
  view(message: ReceivedSms): void;
  closeViewer(): void;
  /** Marks the viewed message read; the viewer closes whatever the answer's severity (spec section 8). */
  save(): Promise<void>;
}

/** The viewer part of a log: a save marks the message read, then `afterRead` (the counts, the page, the host). */
export function createSmsLogViewer(
  scope: SmsLogScope,
  afterRead: (kind: AlertKind) => Promise<void>,
): SmsLogViewer {
  const { api, get, set } = scope;
  return {
    view(message) {
      set({ viewing: message });
    },
    closeViewer() {
      set({ viewing: null });
    },
    async save() {
      const message = get().viewing;
      if (!message || get().saving) return;
      set({ saving: true });
      try {
        const { Message } = await api.sms.saveSms({
          body: { SmsId: message.SmsId, ...scope.owner(), IsRead: 1 },
        });
        scope.notifyAnswer(
          Message.Severity,
          Message.Severity === 'success' ? 'SUCCESS' : 'ERROR',
          Message.MessageCode === SMS_MARKED_READ ? '1003' : String(Message.MessageCode),
        );
        // Any answer closes the viewer (spec section 8); the row turns normal and the counts are asked again.
        set({ viewing: null });
        await afterRead(message.Notification as AlertKind);
      } catch (error) {
        // Not answered at all: the viewer stays, so that Save can be pressed again.
        scope.warn('save failed', error);
        scope.notify('error', 'ERROR', 'saveFailed');
      } finally {
        set({ saving: false });
      }
    },
  };
}
