import type { MenuItem } from '@fieldkit/core/contract';
import type { ReactNode } from 'react';
import { useMenuNavigate } from './useMenuNavigate';

/** Props of {@link MenuLink}. */
export interface MenuLinkProps {
  item: MenuItem;
  /** Closes the menu that holds the link before it navigates. */
  onNavigate?: () => void;
  children?: ReactNode;
  className?: string;
}

/** A menu entry as a real link; a click follows the navigation rules of its UiPageName. */
export function MenuLink({ item, onNavigate, children, className }: MenuLinkProps) {
  const go = useMenuNavigate();
  const external = /^https?:\/\//i.test(item.UiPageName);
  const href = external || item.UiPageName.startsWith('/') ? item.UiPageName : `/${item.UiPageName}`;
  return (
    <a
      href={href}
      className={className ?? 'fk-shell-menu-link'}
      {...(external && item.IsExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onNavigate?.();
        void go(item);
      }}
    >
      {children ?? item.MenuName}
    </a>
  );
}
