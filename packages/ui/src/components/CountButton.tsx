import { useEffect, useRef, useState } from 'react';
import { Icon } from './Icon';
import type { IconName } from './iconPaths';
import { UnreadBadge } from './UnreadBadge';

/** Props of {@link CountButton}. */
export interface CountButtonProps {
  icon: IconName;
  /** Unread items, shown on the badge and said in the name. */
  count: number;
  /** The name without unread items ('Notifications'). */
  label: string;
  /** The name with unread items ('Notifications, 3 unread'). */
  countLabel: (count: number) => string;
  /** What the polite live region says when the count changes after it was first known ('3 unread'). */
  announce: (count: number) => string;
  /** The count was read from the server: only a change after that is news. */
  known: boolean;
  onClick: () => void;
  /** Classes for where the host places it (the shell's top bar gives its icon class). */
  className?: string | undefined;
  /** Classes of its badge, with `className`. */
  badgeClassName?: string | undefined;
  /** The shadow part hosts style it by (`fk-notes::part(bell)`). */
  part?: string | undefined;
  /** It opens a dialog (the default) or a menu. */
  haspopup?: 'dialog' | 'menu';
  /** Shows `label` beside the icon, where the icon alone would not say what it opens. */
  showLabel?: boolean;
}

/**
 * An icon button with an unread count (the notes bell, the SMS and e-mail alerts): the count on a badge and in the
 * button's name, and a polite live region beside it that says a count that changes after the first read, never the
 * page's first load.
 */
export function CountButton({
  icon,
  count,
  label,
  countLabel,
  announce,
  known,
  onClick,
  className,
  badgeClassName,
  part,
  haspopup = 'dialog',
  showLabel = false,
}: CountButtonProps) {
  const [news, setNews] = useState<number | null>(null);
  const last = useRef<{ count: number; known: boolean }>({ count, known });
  useEffect(() => {
    if (last.current.known && count !== last.current.count) setNews(count);
    last.current = { count, known };
  }, [count, known]);
  return (
    <>
      <button
        type="button"
        className={className ?? 'fk-button fk-count-button'}
        part={part}
        data-fk-variant={className || showLabel ? undefined : 'icon'}
        aria-label={count > 0 ? countLabel(count) : label}
        aria-haspopup={haspopup}
        onClick={onClick}
      >
        <Icon name={icon} />
        {/* Its name starts with the words shown, so speech input can say what it sees; a space parts them from the
            count, so that the words shown ('Received e-mails 4') read as they do in the name. */}
        {showLabel ? (
          <>
            <span className="fk-count-button__label">{label}</span>{' '}
          </>
        ) : null}
        {/* The button's name says the count: the badge itself is hidden from assistive technology. */}
        <UnreadBadge count={count} className={badgeClassName ?? 'fk-count-button__badge'} />
      </button>
      <span className="fk-visually-hidden" role="status" aria-live="polite">
        {news === null ? '' : announce(news)}
      </span>
    </>
  );
}
