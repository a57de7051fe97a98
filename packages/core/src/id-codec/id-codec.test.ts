import { describe, expect, it } from 'vitest';
import { createIdCodec, IdCodecError } from './id-codec';

describe('identifier segments in URLs are encrypted and encoded (AES-GCM, base64url)', () => {
  const codec = createIdCodec('demo-secret');

  it('round-trips numbers and strings', async () => {
    expect(await codec.decode(await codec.encode(1001))).toBe('1001');
    expect(await codec.decode(await codec.encode('WO-12/ä'))).toBe('WO-12/ä');
  });

  it('gives a URL-safe token that hides the id and differs each time (random IV)', async () => {
    const a = await codec.encode(1001);
    const b = await codec.encode(1001);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a).not.toContain('1001');
    expect(a).not.toBe(b);
  });

  it('a tampered token throws a clear error', async () => {
    const token = await codec.encode(1001);
    // A character in the middle carries only data bits (the last one may carry unused padding bits).
    const swapped = token[20] === 'A' ? 'B' : 'A';
    await expect(codec.decode(`${token.slice(0, 20)}${swapped}${token.slice(21)}`)).rejects.toThrow(
      /altered/,
    );
    await expect(codec.decode('abc')).rejects.toBeInstanceOf(IdCodecError);
    await expect(codec.decode('not base64!')).rejects.toThrow(/base64url/);
  });

  it('another secret cannot decode it', async () => {
    const token = await codec.encode(1001);
    await expect(createIdCodec('other').decode(token)).rejects.toBeInstanceOf(IdCodecError);
  });
});
