/** The file extensions the printout shows as images (spec section 9). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'dwg'] as const;

/** Whether a file is shown as an image, by its name's extension (any case). */
export function isImageFile(fileName: string): boolean {
  const extension = fileName.split('.').at(-1)?.toLowerCase() ?? '';
  return fileName.includes('.') && (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/** Attachments grouped by their Type, groups and files in the order they came. */
export function groupByType<A extends { Type: string }>(attachments: readonly A[]): Array<[string, A[]]> {
  const groups = new Map<string, A[]>();
  for (const attachment of attachments) {
    const group = groups.get(attachment.Type) ?? [];
    group.push(attachment);
    groups.set(attachment.Type, group);
  }
  return [...groups];
}

/** A rating out of 5 as stars ('★★★★☆'); out-of-range ratings are held to 0..5. */
export function ratingStars(rating: number): string {
  const stars = Math.min(5, Math.max(0, Math.round(rating)));
  return '★'.repeat(stars) + '☆'.repeat(5 - stars);
}
