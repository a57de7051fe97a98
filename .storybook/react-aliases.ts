import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// React is a dependency of the packages, not of the workspace root, so files in .storybook resolve it through
// @fieldkit/ui: one copy of React for the stories, the preview and Storybook's renderer.
const fromUi = (name: string) =>
  realpathSync(fileURLToPath(new URL(`../packages/ui/node_modules/${name}`, import.meta.url)));

/** Aliases that let the Storybook folder import react and react-dom. */
export const reactAliases = [
  { find: 'react', replacement: fromUi('react') },
  { find: 'react-dom', replacement: fromUi('react-dom') },
];
