/** The frame's own look: readable text, nothing wider than the frame. */
const FRAME_STYLE =
  'body{margin:0;padding:12px;font:14px/1.5 system-ui,sans-serif;color:#1d2733;background:#fff;overflow-wrap:anywhere}' +
  'img{max-width:100%;height:auto}table{border-collapse:collapse;max-width:100%}td,th{border:1px solid #d5dbe3;padding:4px 6px}';

/**
 * A complete document for a sandboxed frame's `srcdoc`, with its own Content Security Policy first: nothing may be
 * loaded but `data:` images and, when given, images from the proxy's origin; no base, no form target, no script.
 */
export function frameDocument(body: string, imageOrigin?: string): string {
  const images = imageOrigin ? `data: ${imageOrigin}` : 'data:';
  const csp = `default-src 'none'; img-src ${images}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'`;
  return (
    `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${csp}">` +
    `<meta name="referrer" content="no-referrer"><style>${FRAME_STYLE}</style></head><body>${body}</body></html>`
  );
}
