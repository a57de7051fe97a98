import { createFieldkit, createMemoryStorage } from '@fieldkit/core';
import { demoSession, json, testConfigInput } from '@fieldkit/core/testing';
import type { JobPrintData } from '@fieldkit/job-print';
import { FieldkitProvider } from '@fieldkit/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { job5001 } from '../../../job-print/src/stories/job-5001';
import { JobPrintView } from './JobPrintView';

// The print data's calls by name (spec section 7), answered from job 5001's data.
const ANSWERS: Record<string, keyof JobPrintData> = {
  GetEmailPrintJobSettings: 'settings',
  GetPrintJobHtmlSetting: 'htmlSetting',
  GetMultiDayPreference: 'multiDay',
  GetCompanyPrintDetails: 'company',
  GetCustomerTechDetails: 'customer',
  GetCrewContacts: 'crew',
  GetJobDetail: 'detail',
  GetJobSignature: 'signature',
  GetJobNotes: 'notes',
  GetChecklistPrintData: 'checklists',
  GetJobPricing: 'pricing',
  GetJobTravel: 'travel',
  GetJobAttachments: 'attachments',
  GetCustomerFeedback: 'feedback',
  GetSlaHistory: 'sla',
  GetJobEquipment: 'equipment',
  GetPartRequestDetails: 'parts',
  GetRmaPartDetails: 'rma',
};

beforeEach(() => {
  // jsdom makes no object URLs: a stand-in that names the file.
  URL.createObjectURL = (blob: Blob) => `blob:fk.test/${blob.size}`;
  URL.revokeObjectURL = () => {};
});

/** A stand-in server for the print calls; `failing` names calls that answer 500 until `heal()`. */
function printServer(failing: string[] = []) {
  const seen: string[] = [];
  let broken = new Set(failing);
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = String(input);
    const call = /JobPrint\/(\w+)\//.exec(url)?.[1] ?? '';
    seen.push(url);
    if (broken.has(call)) return json({ message: 'down' }, 500, 'Internal Server Error');
    if (call === 'GetPrintoutImage')
      return new Response(new Uint8Array(url.includes('logo') ? 3 : 5), {
        headers: { 'Content-Type': 'image/png' },
      });
    const key = ANSWERS[call];
    return key ? json(job5001[key]) : json({ message: 'no route' }, 404, 'Not Found');
  };
  return { fetch, seen, heal: () => (broken = new Set()) };
}

function showJob(server: ReturnType<typeof printServer>) {
  const fieldkit = createFieldkit({
    config: testConfigInput,
    storage: createMemoryStorage(),
    fetch: server.fetch,
  });
  fieldkit.session.setState({ token: 't', expiresAt: Date.now() + 3_600_000, session: demoSession });
  render(
    <FieldkitProvider fieldkit={fieldkit}>
      <JobPrintView job={{ companyId: 2, woJobId: 5001 }} />
    </FieldkitProvider>,
  );
}

describe("a job's printout loaded from the server", () => {
  test('said while it loads, then the printout with the company images fetched with the token', async () => {
    const server = printServer();
    showJob(server);
    expect(screen.getByRole('status').textContent).toBe('Loading the job…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job WO-1001' })).toBeTruthy();
    const logo = await screen.findByRole('img', { name: 'Company logo' });
    expect(logo.getAttribute('src')).toBe('blob:fk.test/3');
    expect(server.seen.some((url) => url.includes('FilePath=printout%2F2%2Flogo.png'))).toBe(true);
  });

  test("one call failing fails the printout, said with 'Try again', which loads it", async () => {
    const server = printServer(['GetJobPricing']);
    showJob(server);
    expect((await screen.findByRole('alert')).textContent).toBe('The job could not be loaded.');
    expect(screen.queryByRole('article')).toBeNull();
    server.heal();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Pricing' })).toBeTruthy();
  });

  test("on screen an html answer goes through the app's sanitiser: its markup kept, nothing that runs", async () => {
    showJob(printServer());
    expect(await screen.findByText('Looks fine to me.')).toBeTruthy();
    const article = screen.getByRole('article');
    expect(screen.getByText('replaced').tagName).toBe('STRONG');
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(article.querySelector('script')).toBeNull();
    expect(article.innerHTML).not.toContain('alert(1)');
  });
});
