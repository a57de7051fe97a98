import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../components/Avatar';
import { DataTable } from '../components/DataTable';
import { Menu } from '../components/Menu';
import { MenuItem } from '../components/MenuItem';
import { Paginator } from '../components/Paginator';
import { StatusDot } from '../components/StatusDot';
import { themeForId, themeNames } from './themes';

const rows = [
  { id: 'WO-1042', customer: 'Harbour Bakery' },
  { id: 'WO-1007', customer: 'Abbey Dental' },
];

/**
 * The primitives side by side in one theme and scheme; floating pieces are shown in place so the page can be compared
 * at a glance.
 */
function ThemeGallery({ themeId, scheme = 'light' }: { themeId: number; scheme?: 'light' | 'dark' }) {
  const theme = themeForId(themeId);
  return (
    <section
      data-fk-theme={theme}
      data-fk-scheme={scheme}
      className="fk-root"
      aria-label={`Theme ${themeId}: ${theme}, ${scheme}`}
      style={{
        display: 'grid',
        gap: 16,
        padding: 16,
        background: 'var(--fk-color-surface-raised)',
        border: '1px solid var(--fk-color-border)',
        borderRadius: 'var(--fk-radius-large)',
      }}
    >
      <h2 style={{ margin: 0, fontSize: 'var(--fk-font-size-large)' }}>
        ThemeId {themeId}: {theme}, {scheme}
      </h2>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="button" className="fk-button" data-fk-variant="primary">
          Save
        </button>
        <button type="button" className="fk-button">
          Cancel
        </button>
        <Menu label="Profile">
          <MenuItem>Settings</MenuItem>
          <MenuItem>Logout</MenuItem>
        </Menu>
        <Avatar name="Ana de Souza" />
        <StatusDot status="online" />
        <StatusDot status="busy" />
        <StatusDot status="away" />
        <StatusDot status="offline" />
      </div>
      <section className="fk-dialog" aria-label="Dialog sample" style={{ boxShadow: 'none' }}>
        <h3 className="fk-dialog__title">Session expiring</h3>
        <p style={{ margin: 0 }}>Do you want to stay signed in?</p>
        <div className="fk-dialog__actions">
          <button type="button" className="fk-button">
            NO
          </button>
          <button type="button" className="fk-button" data-fk-variant="primary">
            YES
          </button>
        </div>
      </section>
      <div style={{ display: 'grid', gap: 8 }}>
        {(['success', 'info', 'warning', 'error'] as const).map((severity) => (
          <div key={severity} className="fk-toast" data-fk-severity={severity}>
            <div className="fk-toast__body">
              <p className="fk-toast__title">A {severity} toast</p>
            </div>
          </div>
        ))}
      </div>
      <DataTable
        columns={[
          { key: 'id', header: 'Work order', sortable: true },
          { key: 'customer', header: 'Customer', sortable: true },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        defaultSort={{ key: 'id', direction: 'asc' }}
      />
      <Paginator page={3} pageCount={8} onPageChange={() => {}} />
    </section>
  );
}

const meta = {
  title: 'Theme/Gallery',
  component: ThemeGallery,
  args: { themeId: 1, scheme: 'light' },
  argTypes: { scheme: { control: 'inline-radio', options: ['light', 'dark'] } },
} satisfies Meta<typeof ThemeGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** ThemeId 1, the default. */
export const Blue: Story = { args: { themeId: 1 } };
/** ThemeId 2. */
export const Pink: Story = { args: { themeId: 2 } };
/** ThemeId 3. */
export const Gray: Story = { args: { themeId: 3 } };
/** ThemeId 4. */
export const LightGray: Story = { args: { themeId: 4 } };
/** ThemeId 5. */
export const DarkBlue: Story = { args: { themeId: 5 } };
/** ThemeId 6. */
export const DarkGreen: Story = { args: { themeId: 6 } };
/** ThemeId 7. */
export const InkBlue: Story = { args: { themeId: 7 } };
/** ThemeId 8, the first brand colour. */
export const Brand: Story = { args: { themeId: 8 } };
/** ThemeId 9, the second brand colour. */
export const BrandAlt: Story = { args: { themeId: 9 } };
/** ThemeId 10. */
export const Link: Story = { args: { themeId: 10 } };

/** All ten at once, for comparing. */
export const AllThemes: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))', gap: 16 }}>
      {themeNames.map((name, index) => (
        <ThemeGallery key={name} themeId={index + 1} />
      ))}
    </div>
  ),
};

/** ThemeId 1 in the dark scheme. */
export const BlueDark: Story = { args: { themeId: 1, scheme: 'dark' } };

/** All ten in the dark scheme, as a user who chose Dark (or whose system is dark) sees them. */
export const AllThemesDark: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))', gap: 16 }}>
      {themeNames.map((name, index) => (
        <ThemeGallery key={name} themeId={index + 1} scheme="dark" />
      ))}
    </div>
  ),
};
