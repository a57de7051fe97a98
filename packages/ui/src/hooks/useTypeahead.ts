import { useCallback, useEffect, useRef } from 'react';

/** What {@link useTypeahead} returns. */
export interface Typeahead {
  /** Adds a typed character and returns the text typed so far. */
  type: (char: string) => string;
  /** Whether a search is under way (Space then belongs to the text instead of choosing). */
  typing: () => boolean;
}

/** A typeahead buffer that forgets what was typed `resetMs` after the last key. */
export function useTypeahead(resetMs = 500): Typeahead {
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = useCallback(
    (char: string) => {
      buffer.current += char;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        buffer.current = '';
      }, resetMs);
      return buffer.current;
    },
    [resetMs],
  );
  const typing = useCallback(() => buffer.current !== '', []);
  return { type, typing };
}
