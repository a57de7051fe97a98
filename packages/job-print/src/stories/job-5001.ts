import type { PrintSetting } from '@fieldkit/core/contract';
import type { JobPrintData } from '../model/job-print-data';
import fixture from './job-5001.json';

/** Job 5001's print data as the seeded server answers it (written by `scripts/job-5001-fixture.ts`). */
export const job5001 = fixture as JobPrintData;

/** The print data with some settings changed: `{ [SettingId]: { IsEnabled, OrderId, Caption } }`. */
export function withSettings(
  data: JobPrintData,
  changes: Record<number, Partial<Pick<PrintSetting, 'IsEnabled' | 'OrderId' | 'Caption'>>>,
): JobPrintData {
  return {
    ...data,
    settings: data.settings.map((setting) => ({ ...setting, ...changes[setting.SettingId] })),
  };
}

/** Every print section and every other setting on (Acme leaves shipping, RMA parts and one signature box off). */
export function everySettingOn(data: JobPrintData): JobPrintData {
  return { ...data, settings: data.settings.map((setting) => ({ ...setting, IsEnabled: 1 })) };
}

/** The print data with one checklist question's answer changed. */
export function withAnswer(data: JobPrintData, questionId: number, answer: string): JobPrintData {
  return {
    ...data,
    checklists: data.checklists.map((checklist) => ({
      ...checklist,
      Questions: checklist.Questions.map((q) => (q.QuestionId === questionId ? { ...q, Answer: answer } : q)),
    })),
  };
}

/** A job with nothing recorded for any section: no notes, lines, files, checklists, signature or feedback. */
export function emptyJob(data: JobPrintData): JobPrintData {
  return {
    ...everySettingOn(data),
    crew: data.crew.slice(0, 1),
    signature: { Signature: null, SignByName: '', SignedDate: null },
    notes: { SpecialInstructions: [], ServiceNotes: [], TechnicianRemarks: [] },
    checklists: [],
    pricing: [],
    travel: { AWorkduration: 0, ATravelDistance: 0, ATravelDuration: 0 },
    attachments: [],
    feedback: null,
    sla: [],
    equipment: [],
    parts: { PartLists: [], Shipping: [] },
    rma: { JobRMAPartDetails: [] },
  };
}
