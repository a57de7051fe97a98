import { useListItem } from '@floating-ui/react';
import type { ReactNode } from 'react';
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
}

/** One entry of a {@link Menu}. */
export function MenuItem({ children, textValue, onSelect, disabled = false }: MenuItemProps) {
  const menu = useMenuContext();
  const { ref, index } = useListItem({
    label: disabled ? null : (textValue ?? (typeof children === 'string' ? children : null)),
  });
  const active = menu.activeIndex === index;
  return (
    <button
      type="button"
      ref={ref}
      role="menuitem"
      className="fk-menu-item"
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      data-fk-active={active ? 'true' : undefined}
      {...menu.getItemProps({
        onClick() {
          onSelect?.();
          menu.close();
        },
      })}
    >
      {children}
    </button>
  );
}
