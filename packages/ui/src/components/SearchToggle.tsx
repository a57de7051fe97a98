import { useState } from 'react';
import { IconButton } from './IconButton';

/** Props of {@link SearchToggle}. */
export interface SearchToggleProps {
  /** The search box's accessible name and placeholder ('Search chats'). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Always shown (false, the default), or behind a toggle button that shows and focuses it. */
  toggle?: boolean;
  /** The toggle button's accessible name; 'Search' by default. */
  toggleLabel?: string;
  /** The longest text the box takes (the server's limit on the search). */
  maxLength?: number | undefined;
}

/** A search box, optionally behind a toggle button; hiding it clears the search. */
export function SearchToggle({
  label,
  value,
  onChange,
  toggle = false,
  toggleLabel = 'Search',
  maxLength,
}: SearchToggleProps) {
  const [shown, setShown] = useState(!toggle);
  return (
    <>
      {toggle ? (
        <IconButton
          label={toggleLabel}
          icon="search"
          aria-expanded={shown}
          onClick={() => {
            if (shown) onChange('');
            setShown(!shown);
          }}
        />
      ) : null}
      {shown ? (
        <input
          className="fk-input fk-search"
          type="search"
          aria-label={label}
          placeholder={label}
          value={value}
          maxLength={maxLength}
          // Behind a toggle, the box appears because the user asked for it: focus follows.
          // biome-ignore lint/a11y/noAutofocus: only ever mounted by the user's press on the toggle.
          autoFocus={toggle}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : null}
    </>
  );
}
