import { expect, test } from '@playwright/test';
import { apiToken, DESKTOP, PHONE } from './chat-support';
import { addNoteByApi, bell, excerpt, notesDialog } from './notes-support';
import { quickSearch } from './shell-support';
import { openAppAs, snap, unique } from './support';

// Issue 35, "Service notes and jobs": the ways into a job. A technician's jobs list links every job, the crew's
// members open the jobs they are on, and an opened note links to its job.

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)
  test(`bob's Technician Jobs link each job, 5003 (on its crew) among them; the link opens its details (${size})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await openAppAs(page, 'bob', '/customview/ManageTechnicianJobs');
    const jobs = page.getByRole('table', { name: 'Technician jobs' });
    await expect(jobs.getByRole('link', { name: '5001', exact: true })).toBeVisible();
    // Carol's job, whose crew bob is on.
    const crewJob = jobs.getByRole('link', { name: '5003', exact: true });
    await expect(crewJob).toBeVisible();
    await snap(page, `job-links-technician-jobs-${size}`, { fullPage: false });
    await crewJob.click();
    await expect(page.getByRole('heading', { name: 'Job 5003' })).toBeVisible();
    await expect(page).toHaveURL(/\/technician\/technicianadetails\//);
    // The quick search opens it for him too.
    await quickSearch(page, 'Job', '5001');
    await expect(page.getByRole('heading', { name: 'Job 5001' })).toBeVisible();
    await quickSearch(page, 'Job', '5003');
    await expect(page.getByRole('heading', { name: 'Job 5003' })).toBeVisible();
    await context.close();
  });

test('an opened note links to its job: bob follows it from the notes dialog to the job’s details', async ({
  browser,
}) => {
  const text = unique('Boiler key is with reception');
  expect(await addNoteByApi(await apiToken('alice'), text)).toBe(200);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await openAppAs(page, 'bob');
  await bell(page).click();
  const dialog = notesDialog(page);
  await dialog.getByRole('searchbox', { name: 'Search notes' }).fill(text.split(' ').at(-1)!);
  await dialog.getByRole('button', { name: excerpt(text), exact: true }).click();
  const link = dialog.getByRole('link', { name: 'Open job 5001 of WO-1001' });
  await expect(link).toHaveAttribute('href', '/technician/job/5001');
  await snap(page, 'job-links-opened-note', { fullPage: false });
  await link.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Job 5001' })).toBeVisible();
  // The job's page by its number replaced itself with the details: Back returns to where the link was followed.
  await expect(page).toHaveURL(/\/technician\/technicianadetails\//);
  await context.close();
});

test('a job number that is not the user’s says so in place', async ({ page }) => {
  await openAppAs(page, 'bob', '/technician/job/5999');
  await expect(page.getByRole('alert')).toHaveText('This job is not available to you.');
});
