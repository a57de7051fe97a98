import { createIdCodec, type IdCodec } from '@fieldkit/core/app';

/**
 * The secret of the URL id codec. Identifier segments are obfuscated, not protected (the server never trusts an id
 * for authorisation), so one secret for the app keeps links valid between users and reloads.
 */
const URL_ID_SECRET = 'fieldkit-shell-url-ids';

let codec: IdCodec | undefined;

/** The codec of identifier segments in the shell's URLs (AES-GCM, base64url). */
export function urlIds(): IdCodec {
  codec ??= createIdCodec(URL_ID_SECRET);
  return codec;
}

/** Encrypts and encodes one identifier for a URL segment. */
export const encodeId = (id: string | number): Promise<string> => urlIds().encode(id);

/** Decodes every named segment; rejects with IdCodecError when one was altered. */
export async function decodeIds<K extends string>(
  params: Readonly<Partial<Record<K, string>>>,
  names: readonly K[],
): Promise<Record<K, number>> {
  const out = {} as Record<K, number>;
  for (const name of names) {
    const value = Number(await urlIds().decode(params[name] ?? ''));
    if (!Number.isInteger(value)) throw new Error(`Invalid id in the URL: ${name}`);
    out[name] = value;
  }
  return out;
}
