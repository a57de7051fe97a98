import { useMediaQuery } from '@fieldkit/ui';
import { useChatState } from './widget';

/** A phone's width, as the stylesheet's phone rule: the window fills the screen and shows one page at a time. */
const PHONE_QUERY = '(max-width: 600px)';

/**
 * Whether the window shows the list and the conversation side by side: 'large', and not on a phone, where the window
 * fills the screen with one page at a time whatever its size says (so the back arrow and Escape still go back).
 */
export function useLargeWindow(): boolean {
  const large = useChatState((s) => s.window === 'large');
  const phone = useMediaQuery(PHONE_QUERY);
  return large && !phone;
}

/** Whether the window is the phone's full screen (no maximise there). */
export function usePhoneWindow(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
