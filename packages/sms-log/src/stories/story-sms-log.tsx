import { applyTheme, Notices, useFieldkit } from '@fieldkit/ui';
import { useEffect, useState } from 'react';
import { SmsLogReport } from '../components/SmsLogReport';
import { SmsLogWidget } from '../components/SmsLogWidget';
import type { AlertKind } from '../model/alert-counts';
import { lastDays } from '../model/day-range';
import { createSmsLog, type SmsLogModel } from '../model/sms-log';

/** Props of {@link StorySmsLog}. */
export interface StorySmsLogProps {
  /** Opens this log's popup. */
  open?: AlertKind;
  /** Then opens this message (by SmsId) in the viewer. */
  view?: number;
  /** Then opens the reply to it, with this text typed. */
  reply?: string;
  /** And this photo added to the reply (a story fetches it; none where it cannot be fetched). */
  replyPhoto?: () => Promise<File>;
  /** Shows the whole log as the report screen does, instead of the top bar's alerts. */
  report?: AlertKind;
  /** ThemeId applied to the page (the popups are portalled to it). */
  themeId?: number;
}

/** The SMS log widget of the stories' signed-in user, on the stand-in service the story's `fetch` parameter is. */
export function StorySmsLog({ open, view, reply, replyPhoto, report, themeId }: StorySmsLogProps) {
  const fieldkit = useFieldkit();
  const [log] = useState<SmsLogModel>(() =>
    createSmsLog({ fieldkit, ...(report ? { pageSize: 25, range: lastDays(60) } : {}) }),
  );
  useEffect(() => {
    void (async () => {
      await log.start();
      if (report) await log.openLog(report);
      else if (open) await log.openLog(open);
      const message = log.list.store.getState().rows.find((m) => m.SmsId === view);
      if (!message) return;
      log.view(message);
      if (reply === undefined) return;
      log.startReply(message.FromNumber, message.SmsId);
      log.setReplyText(reply);
      const photo = await replyPhoto?.().catch(() => null);
      if (photo) log.setReplyPhoto(photo);
    })();
    return () => log.dispose();
  }, [log, open, view, reply, replyPhoto, report]);
  useEffect(() => {
    if (themeId) applyTheme(document.body, themeId);
  }, [themeId]);
  return (
    <div className="fk-root">
      {report ? <SmsLogReport kind={report} log={log} /> : <SmsLogWidget log={log} />}
      <Notices />
    </div>
  );
}
