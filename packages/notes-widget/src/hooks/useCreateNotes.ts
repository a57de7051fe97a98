import type { Fieldkit } from '@fieldkit/core';
import { useWidgetModel } from '@fieldkit/ui';
import { createNotes, type Notes } from '../model/notes';

/**
 * Notes for the signed-in user of `fieldkit`, started on mount and disposed on unmount; `given` is used instead when
 * the host made its own (the shell, to show the count elsewhere; a story).
 */
export function useCreateNotes(fieldkit: Fieldkit, given?: Notes): Notes {
  return useWidgetModel(() => createNotes({ fieldkit }), given);
}
