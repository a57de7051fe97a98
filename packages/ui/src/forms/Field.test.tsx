import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';
import { FieldError } from './FieldError';
import { Select } from './Select';
import { TextArea } from './TextArea';
import { TextInput } from './TextInput';

/** The text of the elements `aria-describedby` points at, in its order: what a screen reader reads after the name. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `<missing #${id}>`)
    .join(' ');
}

describe('a field names its control by its label', () => {
  it('ties the label to a text input, a textarea and a select', () => {
    render(
      <>
        <Field label="Customer name">
          <TextInput />
        </Field>
        <Field label="Body">
          <TextArea />
        </Field>
        <Field label="Priority">
          <Select>
            <option>High</option>
          </Select>
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Customer name' }).tagName).toBe('INPUT');
    expect(screen.getByRole('textbox', { name: 'Body' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Priority' }).tagName).toBe('SELECT');
  });

  it('uses the id given to the field for its control', () => {
    render(
      <Field label="Username" id="signin-username">
        <TextInput />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Username' }).id).toBe('signin-username');
  });
});

describe('the hint and the error describe the control', () => {
  it('a hint is the description while the field is valid', () => {
    render(
      <Field label="To" hint="Specify email with semicolon">
        <TextInput />
      </Field>,
    );
    const to = screen.getByRole('textbox', { name: 'To' });
    expect(descriptionOf(to)).toBe('Specify email with semicolon');
    expect(to.getAttribute('aria-invalid')).toBeNull();
  });

  it('an error marks the control invalid and is read first, before the hint', () => {
    render(
      <Field label="To" hint="Specify email with semicolon" error="Invalid email">
        <TextInput />
      </Field>,
    );
    const to = screen.getByRole('textbox', { name: 'To' });
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(to)).toBe('Invalid email Specify email with semicolon');
  });

  it('keeps a description the control was given after the field’s own', () => {
    render(
      <>
        <p id="to-note">Copied to the job log.</p>
        <Field label="To" error="Invalid email">
          <TextInput aria-describedby="to-note" />
        </Field>
      </>,
    );
    expect(descriptionOf(screen.getByRole('textbox', { name: 'To' }))).toBe(
      'Invalid email Copied to the job log.',
    );
  });

  it('no error text and no aria-invalid when the error is empty', () => {
    render(
      <Field label="Subject" error="">
        <TextInput />
      </Field>,
    );
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    expect(subject.getAttribute('aria-invalid')).toBeNull();
    expect(subject.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('a required field is marked for eyes and for screen readers', () => {
  it('shows a mark hidden from the accessible name and sets aria-required', () => {
    render(
      <Field label="Subject" required>
        <TextInput />
      </Field>,
    );
    // The name stays "Subject": the asterisk is not read as "star"; aria-required is read as "required".
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    expect(subject.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('an optional field has neither', () => {
    render(
      <Field label="Body">
        <TextArea />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Body' }).getAttribute('aria-required')).toBeNull();
    expect(screen.queryByText('*')).toBeNull();
  });
});

describe('FieldError renders only with a message', () => {
  it('renders its text under the id it is given', () => {
    render(<FieldError id="to-error">Invalid email</FieldError>);
    expect(screen.getByText('Invalid email').id).toBe('to-error');
  });

  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="to-error" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('inputs outside a field', () => {
  it('keep the props they are given and add nothing', () => {
    render(<TextInput aria-label="Search" />);
    const search = screen.getByRole('textbox', { name: 'Search' });
    expect(search.getAttribute('aria-invalid')).toBeNull();
    expect(search.getAttribute('aria-describedby')).toBeNull();
    expect(search.className).toBe('fk-input');
  });
});
