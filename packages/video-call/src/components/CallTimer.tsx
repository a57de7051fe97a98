import { useEffect, useState } from 'react';
import { useVideoTexts } from '../hooks/widget';
import { callSeconds, formatCallTime } from '../model/call-time';

/** Props of {@link CallTimer}. */
export interface CallTimerProps {
  /** When the call's timer started (ms since the epoch); 00:00 while null. */
  startedAt: number | null;
}

/** How long the call has lasted, mm:ss (hh:mm:ss from an hour on), ticking each second: a timer named 'Call time'. */
export function CallTimer({ startedAt }: CallTimerProps) {
  const t = useVideoTexts();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    let timeout: ReturnType<typeof setTimeout>;
    // Each tick lands just after a whole second of the call, so the shown seconds change when they should.
    const tick = () => {
      const at = Date.now();
      setNow(at);
      timeout = setTimeout(tick, 1000 - ((((at - startedAt) % 1000) + 1000) % 1000));
    };
    tick();
    return () => clearTimeout(timeout);
  }, [startedAt]);
  const seconds = startedAt === null ? 0 : callSeconds(startedAt, now);
  return (
    <span className="fk-video-timer" role="timer" aria-label={t('timer')}>
      {formatCallTime(seconds)}
    </span>
  );
}
