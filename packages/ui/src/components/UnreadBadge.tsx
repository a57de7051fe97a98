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
  const shown = count > 99 ? '99+' : String(count);
  const classes = className ? `fk-badge ${className}` : 'fk-badge';
  // Without a label the control says the count in its name ('SMS, 123 unread'): the badge's figure is then drawn as
  // generated content, not text, so that '99+' is not taken for words of the control's label (WCAG 2.5.3).
  if (label === undefined) return <span className={classes} aria-hidden="true" data-fk-count={shown} />;
  return (
    <span className={classes}>
      <span aria-hidden="true">{shown}</span>
      <span className="fk-visually-hidden">{label}</span>
    </span>
  );
}
