import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from './Icon';
import type { IconName } from './iconPaths';

/** Props of {@link IconButton}. */
export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'className' | 'children'> {
  /** The accessible name: the button shows no text. */
  label: string;
  /** One of the kit's icons. */
  icon?: IconName;
  /** What it shows instead of (or beside) the icon: a glyph hidden from assistive technology, a badge. */
  children?: ReactNode;
  /** More classes besides the kit's button. */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that shows an icon and no text, named for assistive technology by `label`; a plain button (type
 * "button") unless told otherwise.
 */
export function IconButton({ label, icon, children, className, type, ...rest }: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={className ? `fk-button ${className}` : 'fk-button'}
      data-fk-variant="icon"
      aria-label={label}
      {...rest}
    >
      {icon ? <Icon name={icon} /> : null}
      {children}
    </button>
  );
}
