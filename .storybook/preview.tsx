import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';
import { applyTheme, themeNames } from '../packages/ui/src/theme/themes';
import { fieldkitLoader, withFieldkit } from './fieldkit';

/** The theme toolbar sets data-fk-theme on the body, as the shell does, so portalled content is themed too. */
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
  },
  initialGlobals: { themeId: '1' },
  loaders: [fieldkitLoader],
  decorators: [
    withFieldkit,
    (Story, context) => {
      applyTheme(document.body, Number(context.globals.themeId ?? 1));
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
