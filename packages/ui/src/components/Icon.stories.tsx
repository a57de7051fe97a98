import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon';
import { type IconName, iconPaths } from './iconPaths';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'search' },
  argTypes: { name: { control: 'select', options: Object.keys(iconPaths) } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One icon in an icon button (the button carries the name). */
export const InAButton: Story = {
  render: (args) => (
    <button type="button" className="fk-button" data-fk-variant="icon" aria-label={args.name}>
      <Icon {...args} />
    </button>
  ),
};

/** Every icon of the shared set. */
export const All: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0 }}>
      {(Object.keys(iconPaths) as IconName[]).map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon name={name} />
          <small>{name}</small>
        </li>
      ))}
    </ul>
  ),
};
