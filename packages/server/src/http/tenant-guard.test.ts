import { contract } from '@fieldkit/core/contract';
import { describe, expect, test } from 'vitest';
import { tenantViolation } from './tenant-guard';

const caller = { loginId: 2, companyId: 2, sessionId: 's' };

describe("company and login come from the token: a request naming others' is refused", () => {
  test('a companyId in params or CompanyId in the body naming another company is a violation', () => {
    const details = contract.company.getCompanyDetails;
    expect(
      tenantViolation(details, caller, { params: { companyId: 3 }, query: undefined, body: undefined }),
    ).toBe('params.companyId');
    expect(
      tenantViolation(details, caller, { params: { companyId: 2 }, query: undefined, body: undefined }),
    ).toBeNull();
    const settings = contract.company.getSystemSettings;
    expect(
      tenantViolation(settings, caller, {
        params: undefined,
        query: undefined,
        body: { CompanyId: 1, SettingIds: [] },
      }),
    ).toBe('body.CompanyId');
  });

  test("an ownLogin field naming another login is a violation; one's own is fine", () => {
    const menus = contract.company.getMenuItems;
    const input = (loginId: number) => ({
      params: { companyId: 2, loginId, languageId: 1 },
      query: undefined,
      body: undefined,
    });
    expect(tenantViolation(menus, caller, input(3))).toBe('params.loginId');
    expect(tenantViolation(menus, caller, input(2))).toBeNull();
  });

  test('a nested CompanyId is checked too', () => {
    const log = contract.log.webLog;
    expect(
      tenantViolation(log, caller, {
        params: undefined,
        query: undefined,
        body: { Extra: { CompanyId: 9 } },
      }),
    ).toBe('body.Extra.CompanyId');
  });
});
