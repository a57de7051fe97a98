import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';
import { applyColorScheme, colorSchemeOf } from '../packages/ui/src/theme/color-scheme';
import { applyTheme, themeNames } from '../packages/ui/src/theme/themes';
import { fieldkitLoader, withFieldkit } from './fieldkit';

/**
 * The theme and scheme toolbars set data-fk-theme and data-fk-scheme on the body, as the shell does, so portalled
 * content is themed too; the canvas takes the page background of the scheme.
 */
const preview: Preview = {
  globalTypes: {
    themeId: {
      description: 'ThemeId of the session',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((name, index) => ({ value: String(index + 1), title: `${index + 1} ${name}` })),
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Colour scheme: light, dark, or the system’s',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'As the system' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { themeId: '1', scheme: 'light' },
  loaders: [fieldkitLoader],
  decorators: [
    withFieldkit,
    (Story, context) => {
      applyTheme(document.body, Number(context.globals.themeId ?? 1));
      applyColorScheme(document.body, colorSchemeOf(context.globals.scheme));
      document.body.style.background = 'var(--fk-color-surface-raised)';
      return (
        <div
          className="fk-root"
          style={{ fontFamily: 'var(--fk-font-family)', color: 'var(--fk-color-text)' }}
        >
          <Story />
        </div>
      );
    },
  ],
  parameters: {
    layout: 'padded',
  },
};

export default preview;
