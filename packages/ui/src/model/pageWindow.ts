/** Up to `size` page numbers around the current page, clamped to 1..pageCount. */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  if (pageCount < 1) return [];
  const span = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(span / 2)), pageCount - span + 1);
  return Array.from({ length: span }, (_, i) => start + i);
}
