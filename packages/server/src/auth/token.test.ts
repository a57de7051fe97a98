import { describe, expect, test } from 'vitest';
import { bearerToken, signToken, verifyToken } from './token';

const claims = { sid: 's1', sub: 2, cid: 2, iat: 1_000, exp: 2_000_000_000 };

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

  test('the bearer token is read from the Authorization header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer x')).toBe('x');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
