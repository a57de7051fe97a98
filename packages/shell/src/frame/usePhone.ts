import { useMediaQuery } from '@fieldkit/ui';

/** The width of a phone, as the stylesheet's phone rules have it. */
export const PHONE_QUERY = '(max-width: 600px)';

/** Whether the window is as narrow as a phone: the top bar keeps to one row and the side menu becomes a drawer. */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
