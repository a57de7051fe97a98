import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './Field';
import { Select } from './Select';
import { TextArea } from './TextArea';
import { TextInput } from './TextInput';

/** Every state of a field, as a form shows them. */
function FieldStates() {
  return (
    <div style={{ maxWidth: 420 }}>
      <Field label="Customer name">
        <TextInput defaultValue="Mill Lane Dental Practice" />
      </Field>
      <Field label="To" required hint="Specify email with semicolon">
        <TextInput inputMode="email" defaultValue="reception@milllane.example" />
      </Field>
      <Field label="Subject" required error="Enter a subject.">
        <TextInput defaultValue="" />
      </Field>
      <Field label="Cc" hint="Specify email with semicolon" error="Invalid email">
        <TextInput inputMode="email" defaultValue="accounts@milllane.example, ops@milllane.example" />
      </Field>
      <Field label="Priority">
        <Select defaultValue="2">
          <option value="1">High</option>
          <option value="2">Normal</option>
          <option value="3">Low</option>
        </Select>
      </Field>
      <Field label="Body">
        <TextArea rows={3} defaultValue="The job sheet is attached." />
      </Field>
      <Field label="Job number">
        <TextInput readOnly defaultValue="1042" />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Forms/Field',
  component: FieldStates,
} satisfies Meta<typeof FieldStates>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Plain, required with a hint, required with an error, invalid with a hint, select, textarea, read-only. */
export const States: Story = {};
