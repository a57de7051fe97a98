/** Props of {@link UnreadBadge}. */
export interface UnreadBadgeProps {
  /** Unread items; nothing is shown at 0 or less. */
  count: number;
  /**
   * What assistive technology reads ('2 unread'). Without it the badge is hidden from it: the control that holds
   * the badge then says the count in its own name.
   */
  label?: string | undefined;
  /** Extra classes, for where the host places and colours it. */
  className?: string | undefined;
}

/** A count of unread items on the primary colour, 99+ above 99; nothing when there are none. */
export function UnreadBadge({ count, label, className }: UnreadBadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      className={className ? `fk-badge ${className}` : 'fk-badge'}
      aria-hidden={label === undefined ? 'true' : undefined}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      {label === undefined ? null : <span className="fk-visually-hidden">{label}</span>}
    </span>
  );
}
