import type { ReceivedSms, SmsReplyRecord } from '@fieldkit/core/contract';
import type { SmsLogScope } from './scope';

/** What the viewer fetches of a message besides its row. */
export interface MessageContent {
  /** A message's image or video, fetched with the session's token. */
  fetchMedia(message: ReceivedSms, signal?: AbortSignal): Promise<Blob>;
  /** The replies sent to an SMS, oldest first, with who sent each and what became of it. */
  replies(message: ReceivedSms, signal?: AbortSignal): Promise<SmsReplyRecord[]>;
  /** An e-mail's inline parts (its `cid:` images) as `data:` URLs, by content id. */
  inlineParts(message: ReceivedSms, signal?: AbortSignal): Promise<ReadonlyMap<string, string>>;
  /**
   * 'Show images': the server's proxy addresses (absolute, signed for 10 minutes) of a message's remote images, by
   * their own address, and the proxy's origin for the frame's policy.
   */
  proxyImages(urls: readonly string[]): Promise<{ byUrl: ReadonlyMap<string, string>; origin: string }>;
  /**
   * The proxied images fetched by the viewer, once each, as `data:` URLs for the frame (which runs nothing and could
   * not tell a failed one), by their own address; and how many gave no image (the sender's server refused, or sent
   * something else).
   */
  loadImages(proxied: ReadonlyMap<string, string>): Promise<{ byUrl: Map<string, string>; broken: number }>;
}

/** The proxy's signing call takes this many addresses at once. */
const SIGNED_PER_CALL = 50;

/** A blob as a `data:` URL, which the message's frame may show (it allows `data:` images, and nothing of the app). */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: one call with every byte as an argument overflows the stack for a large picture.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${blob.type};base64,${btoa(binary)}`;
}

/** The content part of a log. */
export function createMessageContent(scope: SmsLogScope): MessageContent {
  const { api } = scope;
  const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});
  return {
    fetchMedia: (message, signal) =>
      api.sms.getSmsMedia({
        query: { CompanyId: scope.me().companyId, SmsId: message.SmsId },
        ...signalOf(signal),
      }),
    async replies(message, signal) {
      const { Replies } = await api.sms.getSmsReplies({
        body: { ...scope.owner(), SmsId: message.SmsId },
        ...signalOf(signal),
      });
      return Replies;
    },
    async inlineParts(message, signal) {
      const { Parts } = await api.sms.getInlineParts({
        body: { ...scope.owner(), SmsId: message.SmsId },
        ...signalOf(signal),
      });
      return new Map(Parts.map((part) => [part.Cid, part.DataUrl]));
    },
    async proxyImages(urls) {
      const byUrl = new Map<string, string>();
      const base = new URL(scope.fieldkit.config.apiBase.notification, globalThis.location?.href);
      for (let from = 0; from < urls.length; from += SIGNED_PER_CALL) {
        const batch = urls.slice(from, from + SIGNED_PER_CALL);
        const { Urls } = await api.sms.signImageUrls({ body: { ...scope.owner(), Urls: batch } });
        batch.forEach((url, i) => {
          const signed = Urls[i];
          if (signed) byUrl.set(url, new URL(signed, base).href);
        });
      }
      return { byUrl, origin: base.origin };
    },
    async loadImages(proxied) {
      const byUrl = new Map<string, string>();
      let broken = 0;
      await Promise.all(
        [...proxied].map(async ([url, viaProxy]) => {
          const image = await fetch(viaProxy, { credentials: 'omit' })
            .then((r) => (r.ok ? r.blob() : null))
            .catch(() => null);
          if (image?.type.startsWith('image/')) byUrl.set(url, await dataUrlOf(image));
          else broken += 1;
        }),
      );
      return { byUrl, broken };
    },
  };
}
