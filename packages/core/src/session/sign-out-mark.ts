import type { KeyValueStorage } from './key-value-storage';

/** Storage key of the sign-out mark other tabs of the same browser watch. */
export const SIGN_OUT_MARK_KEY = 'fk.signOutMark';

/** Writes the sign-out mark (the time of the sign-out) so other tabs know. */
export function writeSignOutMark(storage: KeyValueStorage, at: number, key = SIGN_OUT_MARK_KEY): void {
  try {
    storage.setItem(key, String(at));
  } catch {
    // Without storage other tabs find out at their next 401.
  }
}

/** The time of the last sign-out in this browser, or null. */
export function readSignOutMark(storage: KeyValueStorage, key = SIGN_OUT_MARK_KEY): number | null {
  try {
    const value = Number(storage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Removes the sign-out mark (a fresh sign-in makes it stale). */
export function clearSignOutMark(storage: KeyValueStorage, key = SIGN_OUT_MARK_KEY): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
