import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

/**
 * A host page's stylesheet at its most careless: a universal reset, element rules for buttons, headings, text and
 * fields, and inherited fonts and spacing on the body, all with element selectors (no Fieldkit class, variable or
 * part). A widget must look the same under it, in React mode and as an element.
 */
export const HOSTILE_HOST_CSS = `
*, *::before, *::after { box-sizing: content-box; margin: 3px; letter-spacing: 1px; }
html { font-size: 22px; }
body { font: italic 19px/2.4 Georgia, serif; color: #c00; text-transform: uppercase; text-align: center;
  word-spacing: 6px; }
button { background: #ff0; color: #00f; border: 4px dashed #0f0; border-radius: 0; padding: 14px; font: bold 21px serif;
  text-decoration: underline; min-width: 120px; }
h1, h2, h3, h4, h5, h6 { font-size: 40px; margin: 30px; color: purple; text-decoration: underline; }
p, ul, ol, li { margin: 20px; padding: 10px; list-style: square; }
input, textarea, select { border: 5px solid red; background: pink; padding: 12px; font-size: 24px; }
img, svg { vertical-align: middle; }
a { color: lime; }
span { padding: 2px; }
div { line-height: 3; }
`;

/** How far in from a widget's edges its pixels are compared: its rounded corners show the page behind them. */
const EDGE = 12;

/**
 * `target`'s pixels (less `edge` px at its edges) on the page as it is, then under {@link HOSTILE_HOST_CSS} added to the page
 * (both saved beside the other screenshots as `{name}-plain.png` and `{name}-hostile.png`), for the caller to compare.
 */
export async function underHostileCss(page: Page, target: Locator, name: string, edge = EDGE) {
  const shot = async (suffix: string) => {
    const box = await target.boundingBox();
    if (!box) throw new Error(`${name}: not on screen`);
    const clip = {
      x: box.x + edge,
      y: box.y + edge,
      width: box.width - 2 * edge,
      height: box.height - 2 * edge,
    };
    return page.screenshot({
      clip,
      animations: 'disabled',
      caret: 'hide',
      path: `${SHOTS}${name}-${suffix}.png`,
    });
  };
  const plain = await shot('plain');
  await page.addStyleTag({ content: HOSTILE_HOST_CSS });
  // The host's own page takes the new rules: they are in force before the widget is looked at again.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).textTransform))
    .toBe('uppercase');
  const hostile = await shot('hostile');
  return { plain, hostile };
}
