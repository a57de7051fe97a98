import { guardRequest } from '@fieldkit/core/kit';
import { useEffect, useState } from 'react';

/** What {@link useBlobUrl} gives: the file's object URL once loaded, or why it is not there. */
export interface BlobUrl {
  url: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

/**
 * A file fetched with the session's token (an attachment, a message's media: their paths are not public URLs) as an
 * object URL for an `<img>` or `<video>`, revoked when `key` changes or the component goes. `load` null loads nothing.
 */
export function useBlobUrl(load: ((signal: AbortSignal) => Promise<Blob>) | null, key: unknown): BlobUrl {
  const [state, setState] = useState<BlobUrl>({ url: null, status: load ? 'loading' : 'idle' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the file; `load` is a new function each render.
  useEffect(() => {
    if (!load) {
      setState({ url: null, status: 'idle' });
      return;
    }
    let objectUrl: string | null = null;
    setState({ url: null, status: 'loading' });
    const stop = guardRequest(
      load,
      (blob) => {
        // jsdom has no object URLs: the file stays unshown there.
        if (typeof URL.createObjectURL !== 'function') return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, status: 'ready' });
      },
      () => setState({ url: null, status: 'error' }),
    );
    return () => {
      stop();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [key, load === null]);
  return state;
}
