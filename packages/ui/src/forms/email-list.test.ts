import { describe, expect, it } from 'vitest';
import { emailList, isEmailList, joinEmails, splitEmails } from './email-list';

const to = emailList({ required: 'TOISREQUIRED', invalid: 'Invalid email', tooLong: 'Too long' });
const messageOf = (text: string) => {
  const result = to.safeParse(text);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('To: one or more valid e-mail addresses separated by semicolons', () => {
  it('takes one address, or several separated by semicolons, spaces around each allowed', () => {
    expect(messageOf('ann@example.com')).toBeNull();
    expect(messageOf('ann@example.com;bob@example.org')).toBeNull();
    expect(messageOf(' ann@example.com ; bob@example.org; ')).toBeNull();
  });

  it('an address that is not one gives "Invalid email"', () => {
    expect(messageOf('ann@example')).toBe('Invalid email');
    expect(messageOf('ann@example.com;bob')).toBe('Invalid email');
    expect(messageOf(';')).toBe('Invalid email');
  });

  it('commas are not the separator: "Specify email with semicolon"', () => {
    expect(messageOf('ann@example.com, bob@example.org')).toBe('Invalid email');
  });
});

describe('To is required', () => {
  it('empty or blank gives the required message, not the invalid one', () => {
    expect(messageOf('')).toBe('TOISREQUIRED');
    expect(messageOf('   ')).toBe('TOISREQUIRED');
  });
});

describe('To: max 200 characters', () => {
  const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

  it('takes 200 characters and refuses 201', () => {
    expect(messageOf(`${address(60)};${address(60)};${address(78)}`)).toBeNull();
    expect(messageOf(`${address(60)};${address(60)};${address(79)}`)).toBe('Too long');
  });

  it('another limit can be given', () => {
    const short = emailList({ required: 'r', invalid: 'i', tooLong: 'long' }, 20);
    expect(short.safeParse('ann@example.com;b@example.com').error?.issues[0]?.message).toBe('long');
  });
});

describe('splitting and joining addresses', () => {
  it('splits on semicolons, trims each address and drops empty entries', () => {
    expect(splitEmails(' ann@example.com ;; bob@example.org; ')).toEqual([
      'ann@example.com',
      'bob@example.org',
    ]);
  });

  it('joins crew e-mails with a semicolon, as the default To', () => {
    const joined = joinEmails(['ann@example.com', 'bob@example.org']);
    expect(joined).toBe('ann@example.com;bob@example.org');
    expect(isEmailList(joined)).toBe(true);
  });
});
