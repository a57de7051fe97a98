import type { Fieldkit } from '@fieldkit/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { nextPageId, pageRegistry } from './page-registry';

/** The elements that would show a Fieldkit's notices, in mount order (the first one does), in the page's registry. */
function claimsOf(fieldkit: Fieldkit) {
  const claims = pageRegistry().noticeClaims;
  let entry = claims.get(fieldkit);
  if (!entry) {
    entry = { owners: [], listeners: new Set() };
    claims.set(fieldkit, entry);
  }
  return entry;
}

/**
 * True for the one element of those sharing `fieldkit` that shows its notices, so that several elements on a page
 * show a notice once, whichever scripts defined them; when that element goes, the next one takes over.
 */
export function useNoticesOwner(fieldkit: Fieldkit | undefined): boolean {
  // A page-wide number, not useId: two copies of React on a page give the same ids.
  const [id] = useState(nextPageId);
  useEffect(() => {
    if (!fieldkit) return;
    const entry = claimsOf(fieldkit);
    entry.owners.push(id);
    for (const listener of entry.listeners) listener();
    return () => {
      entry.owners = entry.owners.filter((owner) => owner !== id);
      for (const listener of entry.listeners) listener();
    };
  }, [fieldkit, id]);
  return useSyncExternalStore(
    (onChange) => {
      if (!fieldkit) return () => {};
      const { listeners } = claimsOf(fieldkit);
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => (fieldkit ? claimsOf(fieldkit).owners[0] === id : false),
    // A server shows no notices: they are the browser's, once an element holds them.
    () => false,
  );
}
