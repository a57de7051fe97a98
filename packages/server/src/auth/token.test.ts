import { describe, expect, test } from 'vitest';
import { bearerToken, signToken, verifyToken } from './token';

const claims = { sid: 's1', sub: 2, cid: 2, iat: 1_000, exp: 2_000_000_000, gen: 0 };

describe('access tokens are HMAC-SHA256 signed and JWT-shaped', () => {
  test('a signed token verifies and gives its claims back', () => {
    const token = signToken(claims, 'secret-a');
    expect(token.split('.')).toHaveLength(3);
    expect(verifyToken(token, 'secret-a')).toEqual(claims);
  });

  test('another secret, a changed payload or an expired token do not verify', () => {
    const token = signToken(claims, 'secret-a');
    expect(verifyToken(token, 'secret-b')).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, cid: 3 })).toString('base64url');
    expect(verifyToken(`${h}.${forged}.${s}`, 'secret-a')).toBeNull();
    expect(verifyToken(signToken({ ...claims, exp: 1 }, 'secret-a'), 'secret-a')).toBeNull();
    expect(verifyToken('a.b.c', 'secret-a')).toBeNull();
    expect(verifyToken('', 'secret-a')).toBeNull();
  });

  test("a signature in another spelling of the same bytes does not verify: padded, or its last character's unused bits flipped", () => {
    const token = signToken(claims, 'secret-a');
    const [h, p, sig] = token.split('.') as [string, string, string];
    // 32 bytes are 43 base64url characters: the last carries 4 bits of the signature and 2 that decode to nothing.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(sig.at(-1)!);
    const twin = `${sig.slice(0, -1)}${alphabet[last ^ 0b01]}`;
    expect(Buffer.from(twin, 'base64url')).toEqual(Buffer.from(sig, 'base64url'));
    expect(verifyToken(`${h}.${p}.${twin}`, 'secret-a')).toBeNull();
    expect(verifyToken(`${h}.${p}.${sig}=`, 'secret-a')).toBeNull();
    expect(verifyToken(`${h}.${p}.${sig}`, 'secret-a')).toEqual(claims);
  });

  test('the bearer token is read from the Authorization header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer x')).toBe('x');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
