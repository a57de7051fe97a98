import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { generatedFiles } from './custom-elements';
import { declarationOf, ELEMENT_PACKAGES } from './element-declarations';

// Each widget package's custom-elements.json and docs/elements.md are written from the elements' declarations:
// they say what the code does, and a change to an element that leaves them behind fails here (pnpm docs:elements).

describe('the elements’ manifests and docs are written from their declarations', () => {
  for (const { path, text } of generatedFiles())
    test(`${path} is up to date`, () => {
      expect(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')).toBe(text);
    });

  test('every element names its tag, every attribute and event described, every part and property it has', () => {
    for (const folder of ELEMENT_PACKAGES) {
      const element = declarationOf(folder);
      expect(element.tagName).toMatch(/^fk-[a-z-]+$/);
      for (const described of [...element.attributes, ...element.events, ...element.cssParts])
        expect(described.description, `${element.tagName} ${described.name}`).not.toBe('');
      expect(element.events.every((event) => event.name.startsWith('fk-'))).toBe(true);
      expect(element.attributes.map((a) => a.name)).toEqual(
        expect.arrayContaining(['config-url', 'token-url', 'token', 'lang']),
      );
      expect(element.cssProperties.map((p) => p.name)).toContain('--fk-color-primary');
    }
  });

  test('the video call declares its call events with their details', () => {
    const events = declarationOf('video-call').events.map((event) => [event.name, event.type.text]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['fk-call-incoming', 'CustomEvent<CallRing>'],
        ['fk-call-ended', 'CustomEvent<CallRing & { seconds: number; }>'],
      ]),
    );
  });
});
