import { useEffect, useRef, useState } from 'react';
import { useChatTexts } from '../hooks/useChatTexts';
import { Icon } from './Icon';

/** Props of {@link SearchToggle}. */
export interface SearchToggleProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Always shown (the user picker), or behind a toggle button (the recent chats). */
  toggle?: boolean;
}

/** A search box, optionally behind a toggle button that shows and focuses it. */
export function SearchToggle({ label, value, onChange, toggle = false }: SearchToggleProps) {
  const t = useChatTexts();
  const [shown, setShown] = useState(!toggle);
  const input = useRef<HTMLInputElement>(null);
  const [asked, setAsked] = useState(false);
  // Focus follows the toggle: the box appears because the user asked for it.
  useEffect(() => {
    if (asked && shown) input.current?.focus();
  }, [asked, shown]);
  return (
    <>
      {toggle ? (
        <button
          type="button"
          className="fk-button"
          data-fk-variant="icon"
          aria-label={t('search')}
          aria-expanded={shown}
          onClick={() => {
            if (shown) onChange('');
            setAsked(true);
            setShown(!shown);
          }}
        >
          <Icon name="search" />
        </button>
      ) : null}
      {shown ? (
        <input
          className="fk-chat-search"
          type="search"
          aria-label={label}
          placeholder={label}
          value={value}
          ref={input}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : null}
    </>
  );
}
