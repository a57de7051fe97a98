/**
 * The 1-based first and last record of a page, as the spec's lists take them (`startRecord`, `EndRecord`): page 1
 * of 10 is records 1 to 10, page 2 is 11 to 20.
 */
export function recordRange(page: number, pageSize: number): { startRecord: number; endRecord: number } {
  const startRecord = (Math.max(1, Math.floor(page)) - 1) * pageSize + 1;
  return { startRecord, endRecord: startRecord + pageSize - 1 };
}

/** How many pages `total` records fill: 0 for none (or no page size), a partly filled last page counted. */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}
