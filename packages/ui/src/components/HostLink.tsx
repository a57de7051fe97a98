import type { ReactNode } from 'react';

/** Props of {@link HostLink}. */
export interface HostLinkProps {
  href: string;
  /** Moves within a single-page host (its router) on a plain click; without it the link loads the page. */
  onNavigate?: ((href: string) => void) | undefined;
  /** Runs before a plain click moves within the host (a dialog closing). */
  onFollow?: (() => void) | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A link from a widget into its host's pages (the notes' SMS log, the log popup's 'More'): a plain click moves within
 * the host's router; a click that asks for a new tab or window stays an ordinary link.
 */
export function HostLink({ href, onNavigate, onFollow, className, children }: HostLinkProps) {
  return (
    <a
      className={className}
      href={href}
      onClick={(event) => {
        const plain =
          event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
        if (!onNavigate || !plain) return;
        event.preventDefault();
        onFollow?.();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}
