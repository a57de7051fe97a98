/** What a job's details screen is reached by: its ids, its work order's number, and whether it is in-house. */
export interface JobAddress {
  JobId: number;
  CategoryId: number;
  WorkOrderId: number;
  TechId: number;
  WoNumber: string;
  IsInHouse: boolean;
}

/**
 * The path of a job's details screen (spec section 2): `technicianadetails`, or `inhouseJobsDetails` with its flag
 * for an in-house job; the ids encrypted and encoded, the work order's number URL-encoded.
 */
export async function jobPath(job: JobAddress, encode: (id: number) => Promise<string>): Promise<string> {
  const ids = [job.JobId, job.CategoryId, job.WorkOrderId, job.TechId];
  const segments = (await Promise.all(ids.map(encode))).join('/');
  const woNumber = encodeURIComponent(job.WoNumber);
  return job.IsInHouse
    ? `/technician/inhouseJobsDetails/${segments}/${woNumber}/1`
    : `/technician/technicianadetails/${segments}/${woNumber}`;
}
