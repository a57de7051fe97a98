/**
 * The rows-per-page choices every paged list of the product offers (the spec's "page sizes from shared options"):
 * the notes dialog, the SMS and e-mail logs.
 */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
