import * as z from 'zod/mini';
import { endpoint } from './define';
import { pathId } from './entities';

const id = z.number().check(z.int());
const flag = z.boolean();
const searchText = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** Quick search types (spec section 5): 1 work order, 2 job, 3 reference number, 4 PM work order, 5 quote, 6 serial number. */
export const QuickSearchType = z.number().check(z.int(), z.gte(1), z.lte(6));

/** Quote search result (spec section 3). */
export const QuoteSearchResult = z.object({ QOJobId: id, QuoteOrderId: id, CustomerId: id });
export type QuoteSearchResult = z.infer<typeof QuoteSearchResult>;

/**
 * Work order search result (spec section 3). A record that exists but is outside the caller's regions, work types
 * or assignments comes back with WorkOrderId 0: the shell says it is not available.
 */
export const WorkOrderSearchResult = z.object({
  WoJobId: id,
  WorkOrderId: id,
  CustomerId: id,
  TechId: id,
  WoCategoryId: id,
  WoNumber: z.string(),
});
export type WorkOrderSearchResult = z.infer<typeof WorkOrderSearchResult>;

/** The number prefix a company puts before numeric input of a quick search type (types 1, 4 and 5). */
export const QuickSearchPrefix = z.object({ QuickSearchID: id, Prefix: z.string() });
export type QuickSearchPrefix = z.infer<typeof QuickSearchPrefix>;

/** The user context that quick search and list calls send (spec section 6). */
const SearchContext = {
  CompanyId: id,
  LoginId: id,
  MaxRoleGroup: id,
  VendorId: id,
  TimeZoneId: z.string().check(z.maxLength(64)),
  IsManager: flag,
  HasAccessToAllWorkTypes: flag,
  HasAccessToAllRegions: flag,
};

/** A work order as its details screen shows it. */
export const WorkOrderDetails = z.object({
  WorkOrderId: id,
  WoNumber: z.string(),
  CustomerId: id,
  CustomerName: z.string(),
  Description: z.string(),
  Status: z.string(),
  ReferenceNumber: z.string(),
  SerialNumber: z.string(),
  IsPm: flag,
  CreatedDate: z.string(),
});
export type WorkOrderDetails = z.infer<typeof WorkOrderDetails>;

/** A technician job as its details screens show it. */
export const JobDetails = z.object({
  JobId: id,
  WorkOrderId: id,
  WoNumber: z.string(),
  TechId: id,
  TechName: z.string(),
  CategoryId: id,
  IsInHouse: flag,
  Status: z.string(),
  ScheduledDate: z.string(),
  Description: z.string(),
});
export type JobDetails = z.infer<typeof JobDetails>;

/** A quote as its details screen shows it. */
export const QuoteDetails = z.object({
  QuoteOrderId: id,
  QuoteNumber: z.string(),
  QOJobId: id,
  CustomerId: id,
  CustomerName: z.string(),
  Status: z.string(),
  Total: z.number(),
  Description: z.string(),
});
export type QuoteDetails = z.infer<typeof QuoteDetails>;

/** A customer row of the customer list. */
export const CustomerRow = z.object({ CustomerId: id, CustomerName: z.string(), City: z.string() });
/** A project row of the project list. */
export const ProjectRow = z.object({ ProjectId: id, ProjectName: z.string(), Status: z.string() });

const companyParams = z.object({ companyId: pathId });

/** Quick search and the work order, job and quote records of the work order service. */
export const workOrder = {
  /** The number prefix per quick search type, put before numeric input of types 1, 4 and 5. */
  getQuickSearchPrefixes: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'QuickSearch/GetQuickSearchPrefixes/{companyId}',
    access: 'token',
    params: companyParams,
    response: z.array(QuickSearchPrefix),
  }),
  /** Finds a quote by its number (quick search type 5); an empty list when there is none. */
  searchQuote: endpoint({
    service: 'workOrder',
    method: 'POST',
    path: 'Quote/SearchQuote',
    access: 'token',
    body: z.object({ CompanyId: id, SearchText: searchText, HasAccessToAllRegions: flag }),
    response: z.array(QuoteSearchResult),
  }),
  /** Finds a work order by number, job, reference number, PM number or serial number (quick search types 1, 2, 3, 4, 6). The caller flags are checked against the stored user, not trusted. */
  checkWorkOrderExists: endpoint({
    service: 'workOrder',
    method: 'POST',
    path: 'WorkOrder/CheckWorkOrderExists',
    access: 'token',
    body: z.object({ ...SearchContext, SearchText: searchText, IsTech: flag, Type: QuickSearchType }),
    ownLogin: ['LoginId'],
    response: z.array(WorkOrderSearchResult),
  }),
  /** Whether a job is an in-house job (its details open on the in-house screen). */
  checkInHouseJob: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'Job/CheckInHouseJob/{companyId}/{jobId}',
    access: 'token',
    params: z.object({ companyId: pathId, jobId: pathId }),
    response: z.object({ JobId: id, IsInHouse: flag }),
  }),
  /** One work order of the caller’s company. */
  getWorkOrderDetails: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'WorkOrder/GetWorkOrderDetails/{companyId}/{workOrderId}',
    access: 'token',
    params: z.object({ companyId: pathId, workOrderId: pathId }),
    response: WorkOrderDetails,
  }),
  /** One technician job of the caller’s company. */
  getJobDetails: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'Job/GetJobDetails/{companyId}/{jobId}',
    access: 'token',
    params: z.object({ companyId: pathId, jobId: pathId }),
    response: JobDetails,
  }),
  /** One quote of the caller’s company. */
  getQuoteDetails: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'Quote/GetQuoteDetails/{companyId}/{quoteOrderId}',
    access: 'token',
    params: z.object({ companyId: pathId, quoteOrderId: pathId }),
    response: QuoteDetails,
  }),
  /** The jobs of the caller’s company (a technician sees their own). */
  getJobs: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'Job/GetJobs/{companyId}',
    access: 'token',
    params: companyParams,
    response: z.array(JobDetails),
  }),
  /** The customers of the caller’s company. */
  getCustomers: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'Customer/GetCustomers/{companyId}',
    access: 'token',
    params: companyParams,
    response: z.array(CustomerRow),
  }),
  /** The projects of the caller’s company. */
  getProjects: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'Project/GetProjects/{companyId}',
    access: 'token',
    params: companyParams,
    response: z.array(ProjectRow),
  }),
};
