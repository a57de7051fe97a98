import { useWidgetTexts, type WidgetT } from '@fieldkit/ui';
import { type VideoTextKey, videoTexts } from '../model/texts';

/** A video text: the host's `video` translation when it has one, the built-in English otherwise. */
export type VideoT = WidgetT<VideoTextKey>;

/** Texts of the `video` namespace with built-in English defaults. */
export function useVideoTexts(): VideoT {
  return useWidgetTexts('video', videoTexts);
}
