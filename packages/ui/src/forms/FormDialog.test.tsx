import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z as classic } from 'zod';
import * as z from 'zod/mini';
import { emailList } from './email-list';
import { Field } from './Field';
import { FormDialog, type FormDialogProps } from './FormDialog';
import { TextArea } from './TextArea';
import { TextInput } from './TextInput';

/** The job e-mail form's rules (spec section 5), as a widget would write them. */
const jobEmail = z.object({
  CustomerName: z.string().check(z.minLength(1, 'CUSTOMERNAMEISREQUIRED'), z.maxLength(200, 'Too long')),
  To: emailList({ required: 'TOISREQUIRED', invalid: 'Invalid email' }),
  Subject: z.string().check(z.minLength(1, 'SUBJECTISREQUIRED'), z.maxLength(200, 'Too long')),
  Body: z.string(),
});
type JobEmail = typeof jobEmail;

type Harness = Partial<Pick<FormDialogProps<JobEmail>, 'onSubmit' | 'errorText'>>;

function EmailJob({ onSubmit = () => undefined, errorText }: Harness) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Email job
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Email job"
        schema={jobEmail}
        defaultValues={{ CustomerName: '', To: '', Subject: 'Email Job# - 1042', Body: '' }}
        onSubmit={onSubmit}
        errorText={errorText}
        submitLabel="Send"
        submittingLabel="Sending…"
        cancelLabel="Cancel"
      >
        {({ register, formState: { errors } }) => (
          <>
            <Field label="Customer name" required error={errors.CustomerName?.message}>
              <TextInput {...register('CustomerName')} />
            </Field>
            <Field label="To" required hint="Specify email with semicolon" error={errors.To?.message}>
              <TextInput inputMode="email" {...register('To')} />
            </Field>
            <Field label="Subject" required error={errors.Subject?.message}>
              <TextInput {...register('Subject')} />
            </Field>
            <Field label="Body">
              <TextArea {...register('Body')} />
            </Field>
          </>
        )}
      </FormDialog>
    </>
  );
}

async function openDialog(props: Harness = {}) {
  const user = userEvent.setup();
  render(<EmailJob {...props} />);
  const opener = screen.getByRole('button', { name: 'Email job' });
  await user.click(opener);
  const dialog = within(await screen.findByRole('dialog', { name: 'Email job' }));
  const field = (name: string) => dialog.getByRole('textbox', { name });
  return { user, opener, dialog, field };
}

/** The text of the elements `aria-describedby` points at, in its order. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('every text is trimmed on its way in, before validation', () => {
  it('onSubmit receives every text trimmed', async () => {
    const onSubmit = vi.fn();
    const { user, field, dialog } = await openDialog({ onSubmit });
    await user.type(field('Customer name'), '  Mill Lane Ltd  ');
    await user.type(field('To'), ' ann@example.com ; bob@example.org  ');
    await user.type(field('Body'), '  Please find the job attached.  ');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      CustomerName: 'Mill Lane Ltd',
      To: 'ann@example.com ; bob@example.org',
      Subject: 'Email Job# - 1042',
      Body: 'Please find the job attached.',
    });
  });

  it('blank text is empty to a required rule', async () => {
    const onSubmit = vi.fn();
    const { user, field, dialog } = await openDialog({ onSubmit });
    await user.type(field('Customer name'), '   ');
    await user.type(field('To'), 'ann@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('CUSTOMERNAMEISREQUIRED')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('validation messages show after a submit attempt, each tied to its field', () => {
  it('nothing is marked before the first submit', async () => {
    const { user, field, dialog } = await openDialog();
    await user.type(field('To'), 'ann@');
    await user.tab();
    expect(field('To').getAttribute('aria-invalid')).toBeNull();
    expect(dialog.queryByText('Invalid email')).toBeNull();
  });

  it('each message describes its own control, which is marked invalid; a valid one is not', async () => {
    const { user, field, dialog } = await openDialog();
    await user.type(field('To'), 'ann@example.com, bob@example.org');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field('Customer name').getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field('Customer name'))).toBe('CUSTOMERNAMEISREQUIRED');
    expect(field('To').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field('To'))).toBe('Invalid email Specify email with semicolon');
    expect(field('Subject').getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(field('Subject'))).toBe('');
  });

  it('a message goes once the field is corrected', async () => {
    const { user, field, dialog } = await openDialog();
    await user.type(field('Customer name'), 'Mill Lane Ltd');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('TOISREQUIRED')).toBeTruthy();
    await user.type(field('To'), 'ann@example.com');
    await waitFor(() => expect(dialog.queryByText('TOISREQUIRED')).toBeNull());
    expect(field('To').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('after a failed submit the first invalid field has the focus', () => {
  it('focuses the first field that is invalid, not the first field', async () => {
    const { user, field, dialog } = await openDialog();
    await user.type(field('Customer name'), 'Mill Lane Ltd');
    await user.clear(field('Subject'));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(field('To')));
  });

  it('with every field invalid, the first one', async () => {
    const { user, field, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Customer name')));
  });
});

async function fillValid(user: ReturnType<typeof userEvent.setup>, field: (name: string) => HTMLElement) {
  await user.type(field('Customer name'), 'Mill Lane Ltd');
  await user.type(field('To'), 'ann@example.com');
  await user.type(field('Body'), 'The job sheet is attached.');
}

describe('the server’s error is shown in the dialog and what was typed stays', () => {
  it('a rejected onSubmit leaves the dialog open with its message in an alert and the values kept', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('Mail server unavailable'));
    const { user, field, dialog } = await openDialog({ onSubmit });
    await fillValid(user, field);
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Mail server unavailable');
    expect((field('Customer name') as HTMLInputElement).value).toBe('Mill Lane Ltd');
    expect((field('To') as HTMLInputElement).value).toBe('ann@example.com');
    expect((field('Body') as HTMLTextAreaElement).value).toBe('The job sheet is attached.');

    // Sent again as it stands, it succeeds: the dialog closes.
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]?.[0]).toEqual(onSubmit.mock.calls[0]?.[0]);
  });

  it('says the error in the caller’s words when errorText is given', async () => {
    const onSubmit = vi.fn().mockRejectedValue({ MessageCode: 1003 });
    const errorText = (error: unknown) => `Not sent (${(error as { MessageCode: number }).MessageCode})`;
    const { user, field, dialog } = await openDialog({ onSubmit, errorText });
    await fillValid(user, field);
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Not sent (1003)');
  });
});

describe('submit is disabled while the submit is pending', () => {
  it('is marked disabled, says so, sends once however often pressed, and closes when done', async () => {
    const call = deferred();
    const onSubmit = vi.fn(() => call.promise);
    const { user, opener, field, dialog } = await openDialog({ onSubmit });
    await fillValid(user, field);
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    const pending = await dialog.findByRole('button', { name: 'Sending…' });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    // It keeps the focus (a disabled button would drop it to the page, out of the modal).
    expect(document.activeElement).toBe(pending);

    await user.click(pending);
    await user.type(field('Customer name'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    call.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('is enabled again after a failure', async () => {
    const call = deferred();
    const { user, field, dialog } = await openDialog({ onSubmit: () => call.promise });
    await fillValid(user, field);
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await dialog.findByRole('button', { name: 'Sending…' });
    call.reject(new Error('Mail server unavailable'));
    await dialog.findByRole('alert');
    expect(dialog.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBeNull();
  });
});

describe('Cancel and Escape close the dialog without sending; focus returns to the opener', () => {
  it('Cancel', async () => {
    const onSubmit = vi.fn();
    const { user, opener, field, dialog } = await openDialog({ onSubmit });
    await user.type(field('Customer name'), 'Mill Lane Ltd');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Escape', async () => {
    const onSubmit = vi.fn();
    const { user, opener, field } = await openDialog({ onSubmit });
    await user.type(field('Customer name'), 'Mill Lane Ltd');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opened again, the form starts from its default values', async () => {
    const { user, opener, field } = await openDialog();
    await user.type(field('Customer name'), 'Mill Lane Ltd');
    await user.keyboard('{Escape}');
    await user.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Email job' }));
    expect((dialog.getByRole('textbox', { name: 'Customer name' }) as HTMLInputElement).value).toBe('');
    expect((dialog.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
      'Email Job# - 1042',
    );
  });
});

describe('a schema of classic zod works as well as zod/mini', () => {
  it('validates and submits', async () => {
    const schema = classic.object({ Remarks: classic.string().min(1, 'Enter a remark.') });
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <FormDialog
        open
        onOpenChange={() => undefined}
        title="Remarks"
        schema={schema}
        defaultValues={{ Remarks: '' }}
        onSubmit={onSubmit}
        submitLabel="Save"
        cancelLabel="Cancel"
      >
        {({ register, formState: { errors } }) => (
          <Field label="Remarks" error={errors.Remarks?.message}>
            <TextArea {...register('Remarks')} />
          </Field>
        )}
      </FormDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a remark.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), ' Gate code 4411 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ Remarks: 'Gate code 4411' }));
  });
});

/** A field component that takes nothing from its parent but the name: the form comes from the context. */
function ContextField({ name, label }: { name: string; label: string }) {
  const { register, formState } = useFormContext();
  return (
    <Field label={label} error={formState.errors[name]?.message?.toString()}>
      <TextInput {...register(name)} />
    </Field>
  );
}

describe('the fields reach the form through useFormContext() as well', () => {
  it('a field component without props from the dialog registers, validates and submits', async () => {
    const schema = z.object({ JobNo: z.string().check(z.minLength(1, 'Enter the job number.')) });
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <FormDialog
        open
        onOpenChange={() => undefined}
        title="Find job"
        schema={schema}
        defaultValues={{ JobNo: '' }}
        onSubmit={onSubmit}
        submitLabel="Find"
        cancelLabel="Cancel"
      >
        {() => <ContextField name="JobNo" label="Job number" />}
      </FormDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Enter the job number.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Job number' }), '1042');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ JobNo: '1042' }));
  });
});
