/**
 * @fieldkit/ui/html: HTML a stranger wrote (an inbound e-mail, an SMS), sanitised by the app's one sanitiser
 * (DOMPurify) and shown in a sandboxed frame. Its own entry: a widget that shows no such HTML never loads it.
 */

export { frameDocument } from './html/frame-document';
export { remoteImagesOf, SafeHtml, type SafeHtmlProps } from './html/SafeHtml';
export { type SanitizedHtml, sanitizeUntrustedHtml, type UntrustedHtmlOptions } from './html/sanitize';
