import { describe, expect, test } from 'vitest';
import { MAX_ORIGINS, newKeySchema } from './new-key-form';

const schema = newKeySchema({ name: 'Enter a name.', origin: 'Bad origin.', tooMany: 'Too many.' });
const messages = (values: { Name: string; Origins: string }) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("a new key's form holds to the server's rules", () => {
  test('origins one per line, blank lines and repeats dropped', () => {
    expect(
      schema.parse({
        Name: 'Portal',
        Origins: 'https://a.example\n\n  http://localhost:4000\nhttps://a.example ',
      }),
    ).toEqual({ Name: 'Portal', Origins: ['https://a.example', 'http://localhost:4000'] });
    expect(schema.parse({ Name: 'Backend only', Origins: '' }).Origins).toEqual([]);
  });

  test.each([
    'https://a.example/app',
    'https://a.example/',
    'javascript:alert(1)',
    'ftp://a.example',
    'a.example',
  ])('%s is not an origin', (origin) => {
    expect(messages({ Name: 'Portal', Origins: origin })).toEqual(['Bad origin.']);
  });

  test('a name is needed, 100 characters at most; at most 20 origins', () => {
    expect(messages({ Name: '', Origins: '' })).toEqual(['Enter a name.']);
    expect(messages({ Name: 'x'.repeat(101), Origins: '' })).toHaveLength(1);
    const many = Array.from({ length: MAX_ORIGINS + 1 }, (_, i) => `https://p${i}.example`).join('\n');
    expect(messages({ Name: 'Portal', Origins: many })).toEqual(['Too many.']);
  });
});
