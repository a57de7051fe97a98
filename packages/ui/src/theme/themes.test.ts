import { describe, expect, it } from 'vitest';
import css from '../styles.css?raw';
import { contrastRatio } from './contrast';
import { applyTheme, themeForId, themeNames } from './themes';

/** The two schemes a token's light-dark() pair gives. */
const schemes = ['light', 'dark'] as const;

/** Token values of one theme block in one scheme, read from the stylesheet itself so the test checks what ships. */
function tokensOf(theme: string, scheme: (typeof schemes)[number]): Record<string, string> {
  const selector =
    theme === 'blue'
      ? /:where\(\[data-fk-theme\]\),/
      : new RegExp(`:where\\(\\[data-fk-theme=["']${theme}["']\\]\\),`);
  const start = css.search(selector);
  if (start < 0) throw new Error(`No block for theme ${theme}`);
  const block = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/(--fk-[a-z-]+):\s*([^;]+);/g)].map((m) => {
      const value = m[2]?.trim() ?? '';
      const pair = /^light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)$/i.exec(value);
      return [m[1], pair ? pair[scheme === 'light' ? 1 : 2] : value];
    }),
  );
}

/** A theme's tokens in a scheme: its own over the default blue's. */
const themeTokens = (theme: string, scheme: (typeof schemes)[number]) => ({
  ...tokensOf('blue', scheme),
  ...tokensOf(theme, scheme),
});

describe('the theme is chosen from ThemeId; an unknown id gives the default blue', () => {
  it('maps ids 1 to 10 to the ten themes in order', () => {
    expect(themeNames.map((_, i) => themeForId(i + 1))).toEqual([
      'blue',
      'pink',
      'gray',
      'light-gray',
      'dark-blue',
      'dark-green',
      'ink-blue',
      'brand',
      'brand-alt',
      'link',
    ]);
  });

  it('gives blue for an unknown, missing or fractional id', () => {
    for (const id of [0, 11, -1, 2.5, Number.NaN, null, undefined]) expect(themeForId(id)).toBe('blue');
  });

  it('applyTheme writes data-fk-theme on the element', () => {
    const element = document.createElement('div');
    expect(applyTheme(element, 6)).toBe('dark-green');
    expect(element.getAttribute('data-fk-theme')).toBe('dark-green');
    applyTheme(element, 99);
    expect(element.getAttribute('data-fk-theme')).toBe('blue');
  });
});

describe('text has a contrast of at least 4.5:1 in every theme, light and dark', () => {
  for (const scheme of schemes)
    for (const theme of themeNames) {
      it(`${theme}, ${scheme}: on-primary against primary`, () => {
        const tokens = themeTokens(theme, scheme);
        const primary = tokens['--fk-color-primary'];
        const onPrimary = tokens['--fk-color-on-primary'];
        expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
        expect(contrastRatio(primary ?? '', onPrimary ?? '')).toBeGreaterThanOrEqual(4.5);
      });

      it(`${theme}, ${scheme}: text, muted text and the status colours on the surfaces and the accent`, () => {
        const tokens = themeTokens(theme, scheme);
        for (const text of ['text', 'text-muted', 'success', 'warning', 'error'])
          for (const ground of [
            'surface',
            'surface-raised',
            ...(text.startsWith('text') ? ['accent'] : []),
          ]) {
            const ratio = contrastRatio(
              tokens[`--fk-color-${text}`] ?? '',
              tokens[`--fk-color-${ground}`] ?? '',
            );
            expect(ratio, `${text} on ${ground}`).toBeGreaterThanOrEqual(4.5);
          }
      });
    }

  for (const scheme of schemes)
    it(`${scheme}: text on a button of the success or error colour`, () => {
      const tokens = themeTokens('blue', scheme);
      for (const status of ['success', 'error'])
        expect(
          contrastRatio(tokens['--fk-color-on-status'] ?? '', tokens[`--fk-color-${status}`] ?? ''),
          status,
        ).toBeGreaterThanOrEqual(4.5);
    });

  it('the contrast formula gives 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1b5cb8', '#1b5cb8')).toBe(1);
  });
});

describe('the keyboard focus ring stands out by at least 3:1 in every theme, light and dark', () => {
  /** A token's colour, following var() to another token of the same theme. */
  const colour = (tokens: Record<string, string | undefined>, name: string): string => {
    const value = tokens[name] ?? '';
    const ref = /^var\((--fk-[a-z-]+)\)$/.exec(value)?.[1];
    return ref ? colour(tokens, ref) : value;
  };
  for (const scheme of schemes)
    for (const theme of themeNames)
      it(`${theme}, ${scheme}: the focus colour on the surfaces, and one of the ring's two colours on the primary colour`, () => {
        const tokens = themeTokens(theme, scheme);
        const focus = colour(tokens, '--fk-focus-color');
        const surface = colour(tokens, '--fk-color-surface');
        const primary = colour(tokens, '--fk-color-primary');
        expect(focus).toMatch(/^#[0-9a-f]{6}$/i);
        expect(contrastRatio(focus, surface)).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(focus, colour(tokens, '--fk-color-surface-raised'))).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(focus, colour(tokens, '--fk-color-accent'))).toBeGreaterThanOrEqual(3);
        // A control on a primary-coloured header: the inner ring (the surface colour) or the outer one shows.
        expect(
          Math.max(contrastRatio(surface, primary), contrastRatio(focus, primary)),
        ).toBeGreaterThanOrEqual(3);
      });
});
