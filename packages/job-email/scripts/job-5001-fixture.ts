/**
 * Writes `packages/job-print/src/stories/job-5001.json`, the print data of the seeded job 5001 as the real server
 * answers it, and `src/stories/job-5001.pdf`, the PDF the server prints of it, for the printout's and the e-mail
 * popup's stories.
 * Run once, from the repository's root, when the seed or the printout changes:
 *
 *   pnpm exec tsx --tsconfig tsconfig.base.json packages/job-email/scripts/job-5001-fixture.ts
 */
import { writeFileSync } from 'node:fs';
import { createApiClient, createFieldkit, createMemoryStorage } from '@fieldkit/core';
import { sameOriginConfig } from '@fieldkit/core/contract';
import { signedInUser } from '@fieldkit/core/kit';
import { loadJobPrintData } from '@fieldkit/job-print';
import { startTestServer } from '../../server/test/helpers';
import { jobEmailCalls, loadPreviewPdf } from '../src/model/job-email';

const target = new URL('../../job-print/src/stories/job-5001.json', import.meta.url);
const pdfTarget = new URL('../src/stories/job-5001.pdf', import.meta.url);

const server = await startTestServer();
try {
  const alice = createFieldkit({ config: sameOriginConfig(server.url), storage: createMemoryStorage() });
  await alice.actions.signIn('alice', 'demo1234');
  const data = await loadJobPrintData(alice, { companyId: 2, woJobId: 5001 });
  const json = `${JSON.stringify(data, null, 2)}\n`;
  writeFileSync(target, json);
  console.info(`${target.pathname}: ${(json.length / 1024).toFixed(1)} KB`);
  const api = createApiClient(alice.http, jobEmailCalls);
  const { loginId } = signedInUser(alice.session, 'job-5001-fixture');
  const { bytes } = await loadPreviewPdf(api, loginId, { companyId: 2, woJobId: 5001 }, 'en-GB');
  writeFileSync(pdfTarget, bytes);
  console.info(`${pdfTarget.pathname}: ${(bytes.length / 1024).toFixed(1)} KB`);
} finally {
  await server.dispose();
}
