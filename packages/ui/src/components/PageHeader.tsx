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
  /** The heading's level; 3 by default (under the widget's own h2). */
  level?: 2 | 3 | 4 | undefined;
  /** Shows a back arrow before everything else; it calls this. */
  onBack?: (() => void) | undefined;
  /** The back arrow's accessible name. */
  backLabel?: string | undefined;
  /** Before the heading, after the back arrow (a picture). */
  leading?: ReactNode;
  /** Under the heading (a status line). */
  subtitle?: ReactNode;
  /** After the heading: the page's actions. */
  children?: ReactNode;
}

/**
 * The header of a widget's page: an optional back arrow, the heading (focusable from script, so the page can move
 * focus to it on arrival), and the page's actions.
 */
export function PageHeader({
  title,
  headingId,
  headingRef,
  level = 3,
  onBack,
  backLabel = 'Back',
  leading,
  subtitle,
  children,
}: PageHeaderProps) {
  const Heading = `h${level}` as const;
  const heading = (
    <Heading id={headingId} ref={headingRef} className="fk-page-header__title" tabIndex={-1}>
      {title}
    </Heading>
  );
  return (
    <header className="fk-page-header">
      {onBack ? <BackButton label={backLabel} onClick={onBack} /> : null}
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
