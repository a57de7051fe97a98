import { describe, expect, test } from 'vitest';
import { HOME_PAGES, homeRedirect } from './home-redirect';

describe('home redirects by HomePageId (43, 44, 544, 415, 650, 651, 652, 653) or the return URL', () => {
  test('every listed id has a screen', () => {
    expect(
      Object.keys(HOME_PAGES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([43, 44, 415, 544, 650, 651, 652, 653]);
  });
  test('43 goes to the dispatch board; an unlisted id stays home', () => {
    expect(homeRedirect({ ReturnURL: '', HomePageId: 43 })).toBe('/dispatch/dispatchboard');
    expect(homeRedirect({ ReturnURL: '', HomePageId: 7 })).toBeNull();
  });
  test('a return URL wins, but never one to another site', () => {
    expect(homeRedirect({ ReturnURL: '/quote', HomePageId: 43 })).toBe('/quote');
    expect(homeRedirect({ ReturnURL: '//evil.example', HomePageId: 0 })).toBeNull();
  });
});
