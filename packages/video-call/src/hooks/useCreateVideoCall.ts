import type { Fieldkit } from '@fieldkit/core';
import { useWidgetModel } from '@fieldkit/ui';
import type { VideoCall } from '../model/types';
import { createVideoCall } from '../model/video-call';

/**
 * The video call of the signed-in user of `fieldkit`, started on mount (it listens for rings) and disposed on unmount;
 * `given` is used instead when the host made its own (the shell, to ring from elsewhere; a story).
 */
export function useCreateVideoCall(fieldkit: Fieldkit, given?: VideoCall): VideoCall {
  return useWidgetModel(() => createVideoCall({ fieldkit }), given);
}
