import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as z from 'zod/mini';
import { emailList, joinEmails } from './email-list';
import { Field } from './Field';
import { FormDialog } from './FormDialog';
import { TextArea } from './TextArea';
import { TextInput } from './TextInput';

/** The job e-mail form's rules (spec section 5), with the English of its message keys. */
const jobEmail = z.object({
  CustomerName: z.string().check(z.minLength(1, 'Enter the customer name.'), z.maxLength(200)),
  To: emailList({ required: 'Enter at least one e-mail address.', invalid: 'Invalid email' }),
  Subject: z.string().check(z.minLength(1, 'Enter a subject.'), z.maxLength(200)),
  Body: z.string(),
});
type JobEmailValues = z.input<typeof jobEmail>;

const empty: JobEmailValues = { CustomerName: '', To: '', Subject: '', Body: '' };
const filled: JobEmailValues = {
  CustomerName: 'Mill Lane Dental Practice',
  To: joinEmails(['reception@milllane.example', 'accounts@milllane.example']),
  Subject: 'Email Job# - 1042',
  Body: 'Please find attached the job sheet for the boiler service on 03/12/2026.',
};

/** What sending does in the story: succeed, never answer, or fail as the server would. */
type Outcome = 'sent' | 'pending' | 'refused';

function EmailJobDemo({ values, outcome }: { values: JobEmailValues; outcome: Outcome }) {
  const [open, setOpen] = useState(true);
  const send = () =>
    outcome === 'sent'
      ? Promise.resolve()
      : outcome === 'pending'
        ? new Promise<void>(() => {})
        : Promise.reject(new Error('The mail server did not accept the message. Try again in a minute.'));
  return (
    <>
      <button type="button" className="fk-button" onClick={() => setOpen(true)}>
        Email job
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Email job 1042"
        schema={jobEmail}
        defaultValues={values}
        onSubmit={send}
        submitLabel="Send"
        submittingLabel="Sending…"
        cancelLabel="Cancel"
      >
        {({ register, formState: { errors } }) => (
          <>
            <Field label="Customer name" required error={errors.CustomerName?.message}>
              <TextInput autoComplete="off" {...register('CustomerName')} />
            </Field>
            <Field label="To" required hint="Specify email with semicolon" error={errors.To?.message}>
              <TextInput inputMode="email" autoComplete="off" {...register('To')} />
            </Field>
            <Field label="Subject" required error={errors.Subject?.message}>
              <TextInput {...register('Subject')} />
            </Field>
            <Field label="Body">
              <TextArea rows={4} {...register('Body')} />
            </Field>
          </>
        )}
      </FormDialog>
    </>
  );
}

const meta = {
  title: 'Forms/FormDialog',
  component: EmailJobDemo,
  args: { values: empty, outcome: 'sent' },
  argTypes: { outcome: { control: 'inline-radio', options: ['sent', 'pending', 'refused'] } },
} satisfies Meta<typeof EmailJobDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Email job 1042' });

/** Opened empty: no message until the first submit. */
export const Empty: Story = {};

/** Opened with the job's customer, the crew's e-mails joined by semicolons and the default subject. */
export const Filled: Story = { args: { values: filled } };

/** Sent with a blank name and a comma-separated To: a message under each field, the first invalid one focused. */
export const Invalid: Story = {
  args: {
    values: { ...filled, CustomerName: '   ', To: 'reception@milllane.example, accounts@milllane.example' },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText('Enter the customer name.')).toBeVisible();
    await expect(dialog.getByText('Invalid email')).toBeVisible();
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Customer name' })).toBe(
        canvasElement.ownerDocument.activeElement,
      ),
    );
  },
};

/** Sent, the server not answering yet: the button says so and is disabled. */
export const Submitting: Story = {
  args: { values: filled, outcome: 'pending' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    const pending = await dialog.findByRole('button', { name: 'Sending…' });
    await expect(pending.getAttribute('aria-disabled')).toBe('true');
  },
};

/** The server refused: its message in an alert, everything typed still there. */
export const ServerError: Story = {
  args: { values: filled, outcome: 'refused' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The mail server did not accept');
    await expect(dialog.getByRole('textbox', { name: 'Customer name' })).toHaveValue(filled.CustomerName);
  },
};
