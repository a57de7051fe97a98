import type { Settings } from '@fieldkit/core';
import { useSession } from './useSession';

/** The company's system settings held by the session (by setting id). */
export function useSettings(): Settings {
  return useSession((state) => state.settings);
}
