import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiDoc } from '../src/docs/api-doc';

/** Where the generated document lives: `docs/api.md` at the repository root. */
const API_DOC_PATH = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));

writeFileSync(API_DOC_PATH, renderApiDoc());
console.info(`wrote ${API_DOC_PATH}`);
