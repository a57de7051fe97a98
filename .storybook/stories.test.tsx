import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoriesModule>('../packages/*/src/**/*.stories.tsx', { eager: true });

/** Buttons with no accessible name, leaving out floating-ui's focus guards (they only pass focus on). */
function unnamedButtons(): HTMLElement[] {
  return screen
    .queryAllByRole('button', { name: (name) => name.trim() === '' })
    .filter((button) => !button.hasAttribute('data-floating-ui-focus-guard'));
}

describe('every story renders without error and every button has an accessible name', () => {
  it('finds the stories modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });

  for (const [path, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module));
    describe(path.replace(/^.*\/packages\//, ''), () => {
      for (const [name, Story] of stories) {
        it(name, async () => {
          // run() unmounts the previous story, renders this one with the preview's decorators into a fresh
          // canvas, and runs its play function when it has one; a render error rejects.
          await Story.run();
          // Something besides the decorator's root was rendered, in the canvas or portalled to the body.
          expect(document.body.querySelectorAll('[class*="fk-"]').length).toBeGreaterThan(1);
          expect(unnamedButtons().map((button) => button.outerHTML)).toEqual([]);
          // The role query walks every element: the story of every theme takes about 4.5 s on this machine alone.
        }, 20_000);
      }
    });
  }
});
