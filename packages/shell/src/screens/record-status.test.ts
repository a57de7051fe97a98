import { describe, expect, test } from 'vitest';
import { recordStatus } from './record-status';

const fr: Record<string, string> = { 'statuses.open': 'Ouvert', 'statuses.inWorkshop': 'En atelier' };
const translate = (key: string, { defaultValue }: { defaultValue: string }) => fr[key] ?? defaultValue;

describe("a record's status shows in the user's language, never English inside a French screen", () => {
  test('a status the app knows is translated, whatever its case', () => {
    expect(recordStatus(translate, 'Open')).toBe('Ouvert');
    expect(recordStatus(translate, 'In workshop')).toBe('En atelier');
    expect(recordStatus(translate, 'in Workshop')).toBe('En atelier');
  });

  test("a company's own status stays as written", () => {
    expect(recordStatus(translate, 'Waiting for parts')).toBe('Waiting for parts');
    expect(recordStatus(translate, '')).toBe('');
  });
});
