import { createFieldkit, createMemoryStorage, type Fieldkit } from '@fieldkit/core';
import { PRINT_SECTION, sameOriginConfig } from '@fieldkit/core/contract';
import {
  lineAmounts,
  loadJobPrintData,
  pricedQty,
  printSections,
  shownChecklist,
  workDayMinutes,
} from '@fieldkit/job-print';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

// The printout's loader against the real server: every call of spec section 7 for the seeded job 5001,
// validated by the contract on its way in, and the printout's rules applied to what the server answers.

let t: TestServer;
let alice: Fieldkit;

beforeAll(async () => {
  t = await startTestServer();
  alice = createFieldkit({ config: sameOriginConfig(t.url), storage: createMemoryStorage() });
  await alice.actions.signIn('alice', 'demo1234');
});
afterAll(async () => {
  await t?.dispose();
});

describe("a job's print data, loaded as the widget loads it", () => {
  test('every part of job 5001 arrives, and the printout rules read it', async () => {
    const data = await loadJobPrintData(alice, { companyId: 2, woJobId: 5001 });
    expect(data.customer.WoJobId).toBe(5001);
    expect(data.detail.HourAndMinutes).toMatch(/^\d+ hr \d+ mins$/);
    // Acme's seeded order of enabled sections: checklists first, shipping and RMA parts disabled.
    const sections = printSections(data.settings).map((s) => s.SettingId);
    expect(sections[0]).toBe(PRINT_SECTION.ChecklistForms);
    expect(sections).not.toContain(PRINT_SECTION.Shipping);
    expect(sections).not.toContain(PRINT_SECTION.RmaPart);
    // The approved BOQ line counts its approved quantity.
    const boq = data.pricing.find((line) => line.IsBOQRequest === 1 && line.ApprovalStatusId === 3);
    expect(boq).toBeDefined();
    expect(pricedQty(boq!)).toBe(boq!.ApprovedQty);
    expect(pricedQty(boq!)).not.toBe(boq!.Qty);
    // Every line's net amount is what the server says the line comes to.
    const day = workDayMinutes(data.multiDay);
    for (const line of data.pricing) expect(lineAmounts(line, day).net).toBeCloseTo(line.TotalAmount, 2);
    // Checklist 601: the dropdown's and the multi-checkbox's shown children, not their hidden ones.
    const inspection = data.checklists.find((c) => c.ChklistId === 601)!;
    const shownIds = JSON.stringify(shownChecklist(inspection));
    for (const shown of [6109, 6113]) expect(shownIds).toContain(`"QuestionId":${shown},`);
    for (const hidden of [6110, 6114]) expect(shownIds).not.toContain(`"QuestionId":${hidden},`);
    expect(data.feedback?.Rating).toBe(4);
  });

  test("another company's job is refused: the load fails as a whole", async () => {
    await expect(loadJobPrintData(alice, { companyId: 3, woJobId: 5001 })).rejects.toMatchObject({
      status: 403,
    });
  });
});
