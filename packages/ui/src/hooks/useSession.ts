import type { SessionState } from '@fieldkit/core';
import { useStore } from 'zustand';
import { useFieldkit } from '../context/FieldkitContext';

/** A slice of the session store; re-renders only when the selected value changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useFieldkit().session, selector);
}
