/** The type a base64 picture is served as: SVG by its file name, PNG otherwise (the spec's pictures are PNG). */
export function pictureType(fileName = ''): string {
  return fileName.toLowerCase().endsWith('.svg') ? 'image/svg+xml' : 'image/png';
}

/**
 * A picture sent as base64 (a profile picture), as an image URL; null when there is none, so the avatar shows
 * initials instead of a broken image.
 */
export function pictureSrc(base64: string | null | undefined, fileName?: string): string | null {
  const data = base64?.trim();
  return data ? `data:${pictureType(fileName)};base64,${data}` : null;
}

/** A picture sent as base64, as a Blob of its type (for an object URL the page revokes itself). */
export function pictureBlob(base64: string, fileName?: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: pictureType(fileName) });
}
