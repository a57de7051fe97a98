import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contract } from '@fieldkit/core/contract';
import { describe, expect, test } from 'vitest';
import { renderApiDoc } from '../src/docs/api-doc';
import { endpointDocs } from '../src/docs/endpoint-docs';

const API_DOC = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));

describe('docs/api.md is generated from the contract and kept up to date', () => {
  test('the committed document equals a fresh rendering (run "pnpm docs:api" when this fails)', () => {
    expect(readFileSync(API_DOC, 'utf8')).toBe(renderApiDoc());
  });

  test('every endpoint appears with its method and full path', () => {
    const doc = renderApiDoc();
    expect(doc).toContain('### GET `/api/admin/Menu/GetMenuItems/{companyId}/{loginId}/{languageId}`');
    expect(doc).toContain('### POST `/api/inventory/Log/WebLog`');
    const docs = endpointDocs();
    for (const [group, endpoints] of Object.entries(contract)) {
      for (const name of Object.keys(endpoints)) {
        expect(docs.get(`${group}.${name}`), `${group}.${name}`).toBeTruthy();
        expect(doc).toContain(docs.get(`${group}.${name}`));
      }
    }
    expect(doc).toContain('`/hubs/echo`');
  });
});
