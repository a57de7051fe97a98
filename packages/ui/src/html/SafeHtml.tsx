import { useMemo } from 'react';
import { frameDocument } from './frame-document';
import { sanitizeUntrustedHtml, type UntrustedHtmlOptions } from './sanitize';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps extends UntrustedHtmlOptions {
  /** The HTML a stranger wrote. */
  html: string;
  /** The frame's accessible name ('Message'). */
  title: string;
  /** The origin of the image proxy, which the frame's policy lets images load from. */
  imageOrigin?: string | undefined;
  className?: string | undefined;
}

/**
 * HTML written by a stranger, shown as the safest mail clients show it: sanitised (DOMPurify) and put in a sandboxed
 * frame without scripts and without the app's origin, under its own Content Security Policy. Links open a new tab;
 * nothing in the message can run, read the app, or load anything the policy does not name.
 */
export function SafeHtml({ html, title, imageOrigin, className, ...options }: SafeHtmlProps) {
  const { showImages, imageProxy, cidUrl } = options;
  const frame = useMemo(
    () => frameDocument(sanitizeUntrustedHtml(html, { showImages, imageProxy, cidUrl }).html, imageOrigin),
    [html, showImages, imageProxy, cidUrl, imageOrigin],
  );
  return (
    <iframe
      className={className ? `fk-safe-html ${className}` : 'fk-safe-html'}
      title={title}
      // No allow-scripts and no allow-same-origin: the frame runs nothing and is of no origin. Popups only so that a
      // link can open its own tab, which the sandbox does not follow.
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      srcDoc={frame}
    />
  );
}

/** The remote images of a message the sanitiser holds back, each address once (for a 'Show images' control). */
export function remoteImagesOf(html: string): string[] {
  return sanitizeUntrustedHtml(html).blockedUrls;
}
