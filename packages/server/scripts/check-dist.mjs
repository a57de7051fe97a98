// The server's bundle carries no demo data: the seed reads it from fixtures/ at the package's root. Fails, naming the
// file, when a record or a media file of the fixtures is found in dist/ (an import of a fixture from src/, a copy).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const fixtures = new URL('../fixtures/', import.meta.url);
const media = new Set(readdirSync(new URL('media/', fixtures)));
// A value of each fixture that is no word of the code: a customer's address, a checklist answer.
const records = readdirSync(new URL('demo/', fixtures)).map((name) => {
  const { steps } = JSON.parse(readFileSync(new URL(`demo/${name}`, fixtures), 'utf8'));
  const row = steps.find((step) => step.insert === 'customers' || step.insert === 'checklist_answers')
    .rows[0];
  return String(row.customer_name ?? row.answer);
});
const found = [];
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = join(entry.parentPath, entry.name);
  const path = relative(root, file);
  if (media.has(entry.name)) found.push(`${path}: a media file of fixtures/media`);
  if (!entry.name.endsWith('.js')) continue;
  const code = readFileSync(file, 'utf8');
  for (const record of records)
    if (code.includes(record)) found.push(`${path}: the fixtures' ${JSON.stringify(record)}`);
}
if (found.length) {
  console.error(`The server's dist carries demo data:\n${found.join('\n')}`);
  process.exit(1);
}
console.info(`dist/ carries no demo data (${records.length} fixtures, ${media.size} media files checked)`);
