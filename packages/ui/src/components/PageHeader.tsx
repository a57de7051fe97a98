import type { ReactNode, Ref } from 'react';
import { BackButton } from './BackButton';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's heading text. */
  title: ReactNode;
  /** The heading's id, for a section's `aria-labelledby`. */
  headingId?: string | undefined;
  /** The heading's ref: a page focuses its heading on arrival (see `usePageFocus`). */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  /** Shows a back arrow before everything else; it calls this. */
  onBack?: (() => void) | undefined;
  /** The back arrow's accessible name. */
  backLabel?: string | undefined;
  /** Unread items behind the back arrow, as a badge on it (say the count in `backLabel` too). */
  backCount?: number | undefined;
  /** Before the heading, after the back arrow (a picture). */
  leading?: ReactNode;
  /** Under the heading (a status line). */
  subtitle?: ReactNode;
  /** After the heading: the page's actions. */
  children?: ReactNode;
  /** The header's `part` name, for a custom element's host page to style it. */
  part?: string | undefined;
}

/**
 * The header of a widget's page: an optional back arrow, the heading (focusable from script, so the page can move
 * focus to it on arrival), and the page's actions.
 */
export function PageHeader({
  title,
  headingId,
  headingRef,
  onBack,
  backLabel = 'Back',
  backCount,
  leading,
  subtitle,
  children,
  part,
}: PageHeaderProps) {
  // An h3: under the widget's own h2.
  const heading = (
    <h3 id={headingId} ref={headingRef} className="fk-page-header__title" tabIndex={-1}>
      {title}
    </h3>
  );
  return (
    <header className="fk-page-header" part={part}>
      {onBack ? <BackButton label={backLabel} onClick={onBack} count={backCount} /> : null}
      {leading}
      {subtitle ? (
        <div className="fk-page-header__text">
          {heading}
          {subtitle}
        </div>
      ) : (
        heading
      )}
      {children}
    </header>
  );
}
