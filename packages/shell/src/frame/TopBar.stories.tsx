import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn } from '../../../../.storybook/fieldkit';
import { shellTexts } from '../i18n/shell-texts';
import { TopBar } from './TopBar';

function TopBarScreen() {
  const router = createMemoryRouter([{ path: '/home', element: <TopBar /> }], { initialEntries: ['/home'] });
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Shell/TopBar',
  component: TopBarScreen,
  parameters: { layout: 'fullscreen', fieldkit: { session: signedIn, texts: { shell: shellTexts } } },
} satisfies Meta<typeof TopBarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: company name and the user's display name. */
export const SignedIn: Story = {};

/** The profile menu open: display name, last login, Log out. */
export const ProfileMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Profile menu for Alice Walker' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Log out' })).toBeVisible();
  },
};
