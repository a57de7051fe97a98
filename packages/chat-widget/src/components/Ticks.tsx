import { useChatTexts } from '../hooks/widget';

/**
 * A sent message's delivery ticks: one (sent), two (delivered), two in full colour and bold (read); a clock while it
 * waits to be sent. Each state has a mark of its own, and delivered and read differ in colour too.
 */
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
  // An image's children are presentational: the label is what is announced.
  return (
    <span className="fk-chat-ticks" data-fk-ticks={state} role="img" aria-label={label}>
      {state === 'pending' ? '◷' : state === 'sent' ? '✓' : '✓✓'}
    </span>
  );
}
