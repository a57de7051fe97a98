/** Drawn icons: the text glyphs they replace (＋, 📎, ⌕) are missing from many system fonts and show as boxes. */
const paths = {
  plus: 'M12 5v14M5 12h14',
  attach:
    'M21 11.5l-8.6 8.6a5 5 0 0 1-7.1-7.1l8.6-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4l7.9-7.9',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
} as const;

/** A 1em stroke icon, hidden from assistive technology (its button carries the name). */
export function Icon({ name }: { name: keyof typeof paths }) {
  return (
    <svg
      className="fk-chat-icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
