import type { Endpoint } from '@fieldkit/core/contract';
import type { Caller } from '../auth/sessions';

const COMPANY_FIELDS = new Set(['companyId', 'CompanyId']);

/** The parsed inputs of a request. */
export interface RequestInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

function differs(value: unknown, expected: number): boolean {
  return value !== undefined && value !== null && Number(value) !== expected;
}

function findForeignCompany(value: unknown, path: string, caller: Caller, depth: number): string | null {
  if (depth > 6 || typeof value !== 'object' || value === null) return null;
  for (const [key, field] of Object.entries(value)) {
    if (COMPANY_FIELDS.has(key) && differs(field, caller.companyId)) return `${path}.${key}`;
    const nested = findForeignCompany(field, `${path}.${key}`, caller, depth + 1);
    if (nested) return nested;
  }
  return null;
}

/**
 * The field of a request that names another company or another login, or null when the request stays within the
 * caller's own company and login. Company and login come from the verified token, never from the request.
 */
export function tenantViolation(endpoint: Endpoint, caller: Caller, input: RequestInput): string | null {
  for (const part of ['params', 'query', 'body'] as const) {
    const value = input[part];
    const company = findForeignCompany(value, part, caller, 0);
    if (company) return company;
    if (!endpoint.ownLogin || typeof value !== 'object' || value === null) continue;
    for (const field of endpoint.ownLogin) {
      if (differs((value as Record<string, unknown>)[field], caller.loginId)) return `${part}.${field}`;
    }
  }
  return null;
}
