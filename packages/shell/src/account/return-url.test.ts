import { describe, expect, test } from 'vitest';
import { safeReturnUrl } from './return-url';

const origin = 'http://127.0.0.1:4280';

describe('after sign-in the return URL is followed only when it stays inside the app', () => {
  test.each([
    ['/workorder/wodetails/a/b?x=1#top', '/workorder/wodetails/a/b?x=1#top'],
    ['/home', '/home'],
  ])('%s is kept', (value, expected) => {
    expect(safeReturnUrl(value, origin)).toBe(expected);
  });

  test.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example/path',
    'javascript:alert(1)',
  ])('%s goes home instead', (value) => {
    expect(safeReturnUrl(value, origin)).toBe('/home');
  });
});
