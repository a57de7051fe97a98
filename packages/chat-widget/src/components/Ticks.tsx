import { useChatTexts } from '../hooks/useChatTexts';

/** A sent message's delivery ticks: none (sent), one (delivered), two (read); a clock while it waits to be sent. */
export type TickState = 'pending' | 'sent' | 'delivered' | 'read';

/** The ticks of one of the current user's messages, named for screen readers. */
export function Ticks({ state }: { state: TickState }) {
  const t = useChatTexts();
  const label = {
    pending: t('pending'),
    sent: t('ticksNone'),
    delivered: t('ticksDelivered'),
    read: t('ticksRead'),
  }[state];
  const marks = { pending: '◷', sent: '', delivered: '✓', read: '✓✓' }[state];
  return (
    <span className="fk-chat-ticks" data-fk-ticks={state} role="img" aria-label={label}>
      <span aria-hidden="true">{marks}</span>
    </span>
  );
}
