import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { shellTexts } from '../i18n/shell-texts';
import { SignInPage } from './SignInPage';

function SignInScreen() {
  const router = createMemoryRouter([{ path: '/account/signin', element: <SignInPage /> }], {
    initialEntries: ['/account/signin'],
  });
  return <RouterProvider router={router} />;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers sign-in as the server does for wrong credentials, and takes the WebLog entry that follows. */
const wrongCredentials: typeof fetch = async (input) =>
  String(input).endsWith('Account/SignIn')
    ? json(401, { statusCode: 401, error: 'Unauthorized', message: 'Wrong username or password.' })
    : json(200, { LogId: 1 });

const meta = {
  title: 'Shell/SignInPage',
  component: SignInScreen,
  parameters: { layout: 'fullscreen', fieldkit: { texts: { shell: shellTexts } } },
} satisfies Meta<typeof SignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Empty: Story = {};

/** Submitted empty: a message under each field. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Sign in' }));
    await expect(await page.findByText('Enter your username.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
  },
};

/** Wrong username or password: the server's message in an alert. */
export const WrongCredentials: Story = {
  parameters: { fieldkit: { texts: { shell: shellTexts }, fetch: wrongCredentials } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText('Username'), 'alice');
    await userEvent.type(page.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Wrong username or password.');
  },
};
