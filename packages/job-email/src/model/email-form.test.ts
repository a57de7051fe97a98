import { describe, expect, it } from 'vitest';
import { emailJobDefaults, emailJobSchema } from './email-form';
import { jobEmailTexts } from './texts';

const t = (key: keyof typeof jobEmailTexts, options?: Record<string, unknown>) =>
  jobEmailTexts[key].replace('{{max}}', String(options?.max ?? ''));
const schema = emailJobSchema(t);
const valid = {
  CustomerName: 'Northwind Offices',
  To: 'ops@northwind.example',
  Subject: 'Email Job# - 5001',
  Body: '',
};
const messages = (values: Record<string, unknown>) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the e-mail form’s rules (spec section 5)', () => {
  it('customer name, to and subject are required, each with its message', () => {
    expect(messages({ CustomerName: '  ', To: '', Subject: '', Body: '' })).toEqual({
      CustomerName: 'Customer name is required.',
      To: 'To is required.',
      Subject: 'Subject is required.',
    });
  });

  it('to is one or more addresses separated by semicolons; a comma list is invalid', () => {
    expect(messages({ ...valid, To: 'a@x.example; b@y.example' })).toEqual({});
    expect(messages({ ...valid, To: 'a@x.example, b@y.example' })).toEqual({ To: 'Invalid email' });
    expect(messages({ ...valid, To: 'not an address' })).toEqual({ To: 'Invalid email' });
  });

  it('each text is 200 characters at most, trimmed', () => {
    expect(messages({ ...valid, Subject: 'x'.repeat(201) })).toEqual({ Subject: 'At most 200 characters.' });
    const parsed = schema.parse({
      ...valid,
      CustomerName: '  Northwind  ',
      Subject: `  ${'x'.repeat(200)}  `,
    });
    expect(parsed.CustomerName).toBe('Northwind');
    expect(parsed.Subject).toHaveLength(200);
  });
});

describe('what the form opens with', () => {
  it("the crew's e-mails joined by semicolons, 'Email Job# - ' and the job id, the job's PDF", () => {
    expect(
      emailJobDefaults({
        WoJobId: 5001,
        CustomerName: 'Northwind Offices',
        crewEmails: ['bob@acme.example', '', 'erin@acme.example'],
      }),
    ).toEqual({
      CustomerName: 'Northwind Offices',
      To: 'bob@acme.example;erin@acme.example',
      Subject: 'Email Job# - 5001',
      Body: '',
    });
  });
});
