import type { EmbeddedSessionInfo, EmbedKey, NewEmbedKey } from '@fieldkit/core/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signedIn } from '../../../../../../.storybook/fieldkit';
import { shellTexts } from '../../../i18n/shell-texts';
import { EmbeddedSessionsTable } from './EmbeddedSessionsTable';
import { EmbedKeySecret } from './EmbedKeySecret';
import { EmbedKeysTable } from './EmbedKeysTable';
import { NewEmbedKeyDialog } from './NewEmbedKeyDialog';

const keys: EmbedKey[] = [
  {
    KeyId: 'ek_5cTqkN2oVb0Jd3f8Rz1mWa9y',
    Name: 'Customer portal',
    Origins: ['https://portal.acme.example', 'https://www.acme.example'],
    CreatedAt: '2026-11-28T09:30:00Z',
    RevokedAt: null,
  },
  {
    KeyId: 'acme-portal-demo',
    Name: 'Example portal (demo)',
    Origins: ['http://127.0.0.1:3001'],
    CreatedAt: '2026-11-01T08:00:00Z',
    RevokedAt: '2026-11-20T16:45:00Z',
  },
  {
    KeyId: 'ek_backend_reports',
    Name: 'Reporting backend',
    Origins: [],
    CreatedAt: '2026-10-12T12:00:00Z',
    RevokedAt: null,
  },
];

const made: NewEmbedKey = { ...keys[0]!, Secret: 'Zb1kq0cX6x3n3hE0P5mQy8f2r7Lw4sT9vJ1uA6dG2oK' };

const meta = {
  title: 'Shell/Admin/EmbedKeys',
  component: EmbedKeysTable,
  parameters: { fieldkit: { session: signedIn, texts: { shell: shellTexts } } },
  args: { keys, onRevoke: fn() },
} satisfies Meta<typeof EmbedKeysTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live keys with their Revoke button; a revoked one says since when. The secrets are never listed. */
export const Keys: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Embed keys of the company' });
    await expect(within(table).getByText('None (backend only)')).toBeTruthy();
    await expect(within(table).queryByRole('button', { name: 'Revoke Example portal (demo)' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Revoke Customer portal' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(keys[0]);
  },
};

/** A company with no key yet. */
export const NoKeys: Story = {
  args: { keys: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No embed keys yet.')).toBeTruthy();
  },
};

/** 'New embed key': a name is needed, and each origin is a bare origin, said before anything is sent. */
export const NewKeyRefused: StoryObj<typeof NewEmbedKeyDialog> = {
  render: (args) => <NewEmbedKeyDialog {...args} />,
  args: { open: true, onOpenChange: fn(), onCreate: fn(async () => made) },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New embed key' });
    await userEvent.type(within(dialog).getByLabelText(/Allowed origins/), 'https://portal.example/app');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('Enter a name.')).toBeTruthy();
    await expect(within(dialog).getByText(/Each origin is a scheme, a host and a port/)).toBeTruthy();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The key just made: its id and its secret, shown this once. */
export const SecretShownOnce: StoryObj<typeof EmbedKeySecret> = {
  render: (args) => <EmbedKeySecret {...args} />,
  args: { made, onClose: fn() },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Embed key Customer portal created',
    });
    await expect(within(dialog).getByLabelText('Secret')).toHaveValue(made.Secret);
    await expect(within(dialog).getByRole('alert').textContent).toMatch(/shown only this once/);
  },
};

const sessions: EmbeddedSessionInfo[] = [
  {
    KeyId: 'ek_5cTqkN2oVb0Jd3f8Rz1mWa9y',
    KeyName: 'Customer portal',
    LoginId: 3,
    DisplayName: 'Bob Stone',
    SignedInAt: '2026-12-01T08:02:00Z',
    RenewedAt: '2026-12-01T09:46:00Z',
    ExpiresAt: '2026-12-01T10:01:00Z',
  },
  {
    KeyId: 'ek_5cTqkN2oVb0Jd3f8Rz1mWa9y',
    KeyName: 'Customer portal',
    LoginId: 2,
    DisplayName: 'Alice Walker',
    SignedInAt: '2026-12-01T09:40:00Z',
    RenewedAt: null,
    ExpiresAt: '2026-12-01T09:55:00Z',
  },
];

/** Who is signed in through a portal: each embedded session with its key, renewed or not yet. */
export const EmbeddedSessions: StoryObj<typeof EmbeddedSessionsTable> = {
  render: (args) => <EmbeddedSessionsTable {...args} />,
  args: { sessions },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Embedded sessions of the company' });
    await expect(within(table).getByRole('row', { name: /Bob Stone/ })).toBeTruthy();
    await expect(within(table).getByText('Not yet')).toBeTruthy();
  },
};

/** Nobody signed in through a portal. */
export const NoEmbeddedSessions: StoryObj<typeof EmbeddedSessionsTable> = {
  render: (args) => <EmbeddedSessionsTable {...args} />,
  args: { sessions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody is signed in through a portal now.')).toBeTruthy();
  },
};
