import { useState } from 'react';

/** An open state that the parent may control (`open`), or that the component keeps itself from `defaultOpen`. */
export function useOpenState(
  controlledOpen: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  return [controlledOpen ?? uncontrolledOpen, setOpen];
}
