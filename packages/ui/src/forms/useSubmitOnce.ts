import { type FormEvent, useRef } from 'react';

/**
 * A form's submit handler that runs one submit at a time: a second press (another submit button, Enter in a field)
 * while the first is pending sends nothing more. `before` runs as each submit starts (clearing its last failure).
 */
export function useSubmitOnce(
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
  before?: () => void,
): (event: FormEvent<HTMLFormElement>) => Promise<void> {
  const pending = useRef(false);
  return async (event) => {
    if (pending.current) {
      event.preventDefault();
      return;
    }
    pending.current = true;
    before?.();
    try {
      await submit(event);
    } finally {
      pending.current = false;
    }
  };
}
