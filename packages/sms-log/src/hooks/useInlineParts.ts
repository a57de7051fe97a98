import type { ReceivedSms } from '@fieldkit/core/contract';
import { guardRequest } from '@fieldkit/core/kit';
import { useEffect, useState } from 'react';
import { useSmsLog } from './widget';

/**
 * An e-mail's inline `cid:` images as `data:` URLs by content id, asked only when its HTML names one: `loading` until
 * they arrive; none when they cannot be had (the frame then leaves those images out).
 */
export function useInlineParts(message: ReceivedSms): {
  parts: ReadonlyMap<string, string> | null;
  loading: boolean;
} {
  const log = useSmsLog();
  const [parts, setParts] = useState<ReadonlyMap<string, string> | null>(null);
  const names = /\bcid:/i.test(message.SMSContent);
  useEffect(() => {
    setParts(null);
    if (!names) return;
    return guardRequest(
      (signal) => log.inlineParts(message, signal),
      setParts,
      () => setParts(new Map()),
    );
  }, [log, message, names]);
  return { parts, loading: names && parts === null };
}
