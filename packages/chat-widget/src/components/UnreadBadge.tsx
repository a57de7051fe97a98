import { useChatTexts } from '../hooks/useChatTexts';

/** A count of unread messages; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  const t = useChatTexts();
  if (count <= 0) return null;
  return (
    <span className="fk-chat-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="fk-visually-hidden">{t('unread', { count })}</span>
    </span>
  );
}
