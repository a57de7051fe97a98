import type { SessionInfo } from '@fieldkit/core';
import type { ShellApi } from '../api/shellApi';
import { jobPath } from '../screens/job-path';
import { QuickSearchType } from './quick-search';

/** The outcome of a search: a screen to open, or an error text (`shell` key and its values). */
export type QuickSearchOutcome =
  | { kind: 'go'; to: string }
  | { kind: 'error'; key: string; values?: Record<string, string> };

/** What a search needs besides the API: the session, the type label, the id encoder. */
export interface QuickSearchRun {
  api: ShellApi;
  session: SessionInfo;
  type: number;
  text: string;
  /** The type's label, for "{label} does not exist". */
  label: string;
  encode(id: number): Promise<string>;
}

/** Runs a quick search and says where its result leads (spec section 8 for the not-found messages). */
export async function runQuickSearch(run: QuickSearchRun): Promise<QuickSearchOutcome> {
  const { api, session, type, text, encode } = run;
  if (type === QuickSearchType.quote) {
    const [quote] = await api.workOrder.searchQuote({
      body: {
        CompanyId: session.CompanyId,
        SearchText: text,
        HasAccessToAllRegions: session.HasAccessToAllRegions,
      },
    });
    if (!quote) return { kind: 'error', key: 'search.quoteNotFound' };
    return {
      kind: 'go',
      to: `/quote/quotedetails/${await encode(quote.QuoteOrderId)}/${await encode(quote.CustomerId)}`,
    };
  }
  const [found] = await api.workOrder.checkWorkOrderExists({
    body: {
      CompanyId: session.CompanyId,
      LoginId: session.LoginId,
      MaxRoleGroup: session.MaxRoleGroup,
      VendorId: session.VendorId,
      TimeZoneId: session.TimeZoneId,
      IsManager: session.IsManager,
      HasAccessToAllWorkTypes: session.HasAccessToAllWorkTypes,
      HasAccessToAllRegions: session.HasAccessToAllRegions,
      IsTech: session.IsTech,
      SearchText: text,
      Type: type,
    },
  });
  if (type === QuickSearchType.job) {
    if (!found || found.WorkOrderId === 0) return { kind: 'error', key: 'search.jobNotAvailable' };
    const { IsInHouse } = await api.workOrder.checkInHouseJob({
      params: { companyId: session.CompanyId, jobId: found.WoJobId },
    });
    const job = {
      JobId: found.WoJobId,
      CategoryId: found.WoCategoryId,
      WorkOrderId: found.WorkOrderId,
      TechId: found.TechId,
      WoNumber: found.WoNumber,
      IsInHouse,
    };
    return { kind: 'go', to: await jobPath(job, encode) };
  }
  if (!found) {
    return type === QuickSearchType.serialNumber
      ? { kind: 'error', key: 'messages.2054' }
      : { kind: 'error', key: 'search.notFound', values: { label: run.label } };
  }
  if (found.WorkOrderId === 0) return { kind: 'error', key: 'search.workOrderNotAvailable' };
  return {
    kind: 'go',
    to: `/workorder/wodetails/${await encode(found.WorkOrderId)}/${await encode(found.CustomerId)}`,
  };
}
