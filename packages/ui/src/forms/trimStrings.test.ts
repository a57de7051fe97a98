import { describe, expect, it } from 'vitest';
import { trimStrings } from './trimStrings';

describe('every text of the form values is trimmed', () => {
  it('trims strings at any depth, in objects and arrays', () => {
    expect(
      trimStrings({
        name: '  Ann ',
        crew: [' bob@example.org ', { note: '\tlate\n' }],
        nested: { to: ' x ' },
      }),
    ).toEqual({ name: 'Ann', crew: ['bob@example.org', { note: 'late' }], nested: { to: 'x' } });
  });

  it('leaves numbers, booleans, dates, files and empty values as they are', () => {
    const due = new Date(2026, 11, 3);
    const file = new File(['x'], ' report.pdf ');
    const trimmed = trimStrings({ count: 3, sent: false, due, file, none: null, missing: undefined });
    expect(trimmed.due).toBe(due);
    expect(trimmed.file).toBe(file);
    expect(trimmed).toEqual({ count: 3, sent: false, due, file, none: null, missing: undefined });
  });

  it('does not change the values it was given', () => {
    const values = { name: '  Ann ' };
    trimStrings(values);
    expect(values.name).toBe('  Ann ');
  });
});
