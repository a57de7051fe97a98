/** A part of a mail kept with the message: an inline image its HTML shows, or the message's file. */
export interface MailPart {
  contentType: string;
  /** The Content-ID the HTML names it by (`cid:`), or '' for the file. */
  cid: string;
  content: Uint8Array;
}
