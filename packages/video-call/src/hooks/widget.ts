import { defineWidget, type Widget, type WidgetT } from '@fieldkit/ui';
import { type VideoTextKey, videoTexts } from '../model/texts';
import type { VideoCall, VideoCallState } from '../model/types';
import { createVideoCall } from '../model/video-call';

/** The video call widget, declared once: its model's context and the hooks its components use. */
export const videoCallWidget: Widget<VideoCall, VideoTextKey> = defineWidget({
  hook: 'useVideoCall',
  widget: 'VideoCall',
  namespace: 'video',
  texts: videoTexts,
  create: (fieldkit) => createVideoCall({ fieldkit }),
});

/** The video call of the nearest widget. */
export const VideoCallContext = videoCallWidget.Context;
/** The video call of the nearest `<VideoCall>`; throws outside one. */
export const useVideoCall = videoCallWidget.useModel;
/** The video call of the nearest `<VideoCall>`, or undefined outside one. */
export const useMaybeVideoCall = videoCallWidget.useMaybeModel;
/**
 * The video call of the signed-in user of a Fieldkit, started on mount (it listens for rings) and disposed on
 * unmount; `given` is used instead when the host made its own (the shell, to ring from elsewhere; a story).
 */
export const useCreateVideoCall = videoCallWidget.useCreate;
/** A slice of the nearest widget's state; re-renders when the slice changes. */
export const useVideoCallState: <R>(selector: (state: VideoCallState) => R) => R = videoCallWidget.useState;
/** Texts of the `video` namespace with built-in English defaults. */
export const useVideoTexts = videoCallWidget.useTexts;
/** A video text: the host's `video` translation when it has one, the built-in English otherwise. */
export type VideoT = WidgetT<VideoTextKey>;
