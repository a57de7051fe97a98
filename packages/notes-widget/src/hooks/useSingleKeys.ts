import { useFieldkit } from '@fieldkit/ui';
import { useCallback, useState } from 'react';

/** Where the user's choice is kept, in the Fieldkit's storage (the browser's, in a page). */
const KEY = 'fk.notes.singleKeys';

/**
 * Whether the notes dialog's single-key shortcuts (j, k, x, e, /) are on, and the switch that turns them off or on
 * again (WCAG 2.1.4): on until the user turns them off, the choice kept for the next time.
 */
export function useSingleKeys(): [on: boolean, setOn: (on: boolean) => void] {
  const { storage } = useFieldkit();
  const [on, setState] = useState(() => storage.getItem(KEY) !== 'off');
  const setOn = useCallback(
    (next: boolean) => {
      storage.setItem(KEY, next ? 'on' : 'off');
      setState(next);
    },
    [storage],
  );
  return [on, setOn];
}
