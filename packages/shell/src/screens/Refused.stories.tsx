import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import { signedIn } from '../../../../.storybook/fieldkit';
import { shellTexts } from '../i18n/shell-texts';
import { Refused, type RefusedProps } from './Refused';

/** The refusal as a typed URL shows it, inside the app's router. */
function RefusedScreen(props: RefusedProps) {
  return (
    <MemoryRouter>
      <Refused {...props} />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Shell/Refused',
  component: RefusedScreen,
  parameters: { fieldkit: { session: signedIn, texts: { shell: shellTexts } } },
} satisfies Meta<typeof RefusedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin screen without the view right on Administration Setup System Settings. */
export const AdminScreen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /Administration Setup System Settings/,
    );
  },
};

/** A report dashboard for a role below the Reports menu's (a technician). */
export const Dashboard: Story = {
  args: { reason: 'rights.dashboardRefused' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /for dispatchers and administrators/,
    );
    await expect(within(canvasElement).getByRole('link', { name: 'Back to home' })).toBeVisible();
  },
};
