/** Props of {@link UnreadBadge}. */
export interface UnreadBadgeProps {
  /** Unread items; nothing is shown at 0 or less. */
  count: number;
  /**
   * What assistive technology reads ('2 unread'). Without it the badge is hidden from it: the control that holds
   * the badge then says the count in its own name.
   */
  label?: string | undefined;
  /** Counts above this show as `{max}+`; 99 by default. */
  max?: number;
  /** Extra classes, for where the host places and colours it. */
  className?: string | undefined;
}

/** A count of unread items on the primary colour; nothing when there are none. */
export function UnreadBadge({ count, label, max = 99, className }: UnreadBadgeProps) {
  if (count <= 0) return null;
  const shown = count > max ? `${max}+` : count;
  const classes = className ? `fk-badge ${className}` : 'fk-badge';
  if (label === undefined)
    return (
      <span className={classes} aria-hidden="true">
        {shown}
      </span>
    );
  return (
    <span className={classes}>
      <span aria-hidden="true">{shown}</span>
      <span className="fk-visually-hidden">{label}</span>
    </span>
  );
}
