import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageSizeSelect } from './PageSizeSelect';

const meta = {
  title: 'Primitives/PageSizeSelect',
  component: PageSizeSelect,
  args: { value: 10, onChange: fn() },
} satisfies Meta<typeof PageSizeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shared choices, 10 rows chosen; choosing 50 asks for 50. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(
      within(canvasElement).getByRole('combobox', { name: 'Rows per page' }),
      '50',
    );
    await expect(args.onChange).toHaveBeenCalledWith(50);
  },
};

/** A translated label. */
export const Translated: Story = { args: { value: 25, label: 'Lignes par page' } };
