import type { Fieldkit } from '@fieldkit/core';
import { useEffect, useId, useSyncExternalStore } from 'react';

/** Per Fieldkit, the elements that would show its notices, in mount order; the first one does. */
const claims = new WeakMap<Fieldkit, { owners: string[]; listeners: Set<() => void> }>();

function claimsOf(fieldkit: Fieldkit) {
  let entry = claims.get(fieldkit);
  if (!entry) {
    entry = { owners: [], listeners: new Set() };
    claims.set(fieldkit, entry);
  }
  return entry;
}

/**
 * True for the one element of those sharing `fieldkit` that shows its notices, so that several elements on a page
 * show a notice once; when that element goes, the next one takes over.
 */
export function useNoticesOwner(fieldkit: Fieldkit | undefined): boolean {
  const id = useId();
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
