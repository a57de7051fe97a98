/** Encrypts identifier segments of URLs. Obfuscation only: the server never trusts an id for authorisation. */
export interface IdCodec {
  encode(id: string | number): Promise<string>;
  /** Throws `IdCodecError` when the token was altered or made with another secret. */
  decode(token: string): Promise<string>;
}

/** A URL id that cannot be decoded. */
export class IdCodecError extends Error {
  override name = 'IdCodecError';
}

const IV_BYTES = 12;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new IdCodecError('Invalid id: not base64url');
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Creates an id codec: AES-GCM (Web Crypto) with a key from the SHA-256 of the secret; base64url of IV + ciphertext. */
export function createIdCodec(secret: string): IdCodec {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is not available: a secure context is needed');
  const key = subtle
    .digest('SHA-256', new TextEncoder().encode(secret))
    .then((hash) => subtle.importKey('raw', hash, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']));

  return {
    async encode(id) {
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = await subtle.encrypt(
        { name: 'AES-GCM', iv },
        await key,
        new TextEncoder().encode(String(id)),
      );
      const out = new Uint8Array(IV_BYTES + sealed.byteLength);
      out.set(iv);
      out.set(new Uint8Array(sealed), IV_BYTES);
      return toBase64Url(out);
    },
    async decode(token) {
      const bytes = fromBase64Url(token);
      // 16 bytes is the GCM tag: anything shorter cannot be a token.
      if (bytes.length < IV_BYTES + 16) throw new IdCodecError('Invalid id: too short');
      try {
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
          await key,
          bytes.subarray(IV_BYTES),
        );
        return new TextDecoder().decode(plain);
      } catch {
        throw new IdCodecError('Invalid id: it was altered or made with another secret');
      }
    },
  };
}
