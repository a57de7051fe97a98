import { type ReactNode, useId, useLayoutEffect } from 'react';
import { useMenuContext } from './MenuContext';

/** Props of {@link MenuItem}. */
export interface MenuItemProps {
  /** Visible text; also the typeahead label. */
  children: ReactNode;
  /** Typeahead label when children are not plain text. */
  textValue?: string;
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void;
  disabled?: boolean;
  /** Given, the item is one choice of a group (role menuitemradio), chosen when true. */
  checked?: boolean;
}

/** One entry of a {@link Menu}; with `checked`, one choice of a group of them. */
export function MenuItem({ children, textValue, onSelect, disabled = false, checked }: MenuItemProps) {
  const { activeId, highlighted, register, focusItem, unhighlight, choose } = useMenuContext();
  const id = useId();
  const label = disabled ? null : (textValue ?? (typeof children === 'string' ? children : null));
  useLayoutEffect(() => register(id, label), [register, id, label]);
  const active = activeId === id;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-checked is set only where the role is menuitemradio.
    <button
      type="button"
      id={id}
      role={checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={checked}
      className="fk-menu-item"
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      data-fk-active={active && highlighted ? 'true' : undefined}
      onClick={() => choose(onSelect)}
      onMouseMove={(event) => {
        if (!disabled && !(active && highlighted)) focusItem(event.currentTarget);
      }}
      onMouseLeave={unhighlight}
    >
      {children}
    </button>
  );
}
