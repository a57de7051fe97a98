import { describe, expect, test } from 'vitest';
import { attachmentFileName, attachmentName } from './job-email-attachment';

test("a job's e-mail attachment is the job id and '.pdf' (spec section 3)", () => {
  expect(attachmentName(5001)).toBe('5001.pdf');
});

describe("the printout's file name", () => {
  const of = (FileSetting: string) =>
    attachmentFileName({ FileSetting }, { WoJobId: 5001, WoNumber: 'WO-1001' });
  test("the job id and '.pdf' without a company file setting, the setting filled in with one", () => {
    expect(of('')).toBe('5001.pdf');
    expect(of('Job {WoNumber} ({WoJobId})')).toBe('Job WO-1001 (5001).pdf');
    expect(of('sheet-{WoJobId}.PDF')).toBe('sheet-5001.PDF');
    expect(of('a/b:c*{WoJobId}')).toBe('a_b_c_5001.pdf');
  });
});
