/** Simple outline icons for the menu's Icon names; an unknown name gives a dot. */
const PATHS: Record<string, string> = {
  home: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  clipboard: 'M8 3h8v3H8zM5 5h3v2h8V5h3v16H5z',
  truck: 'M2 6h12v9H2zM14 9h4l3 3v3h-7zM6 18a2 2 0 1 0 0-.01M17 18a2 2 0 1 0 0-.01',
  users: 'M9 11a4 4 0 1 0 0-.01M2 21c0-4 3-6 7-6s7 2 7 6M17 7a3 3 0 1 1 0 6M19 15c2 1 3 3 3 6',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  folder: 'M3 6h7l2 2h9v11H3z',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  settings:
    'M12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  chat: 'M4 4h16v12H8l-4 4zM8 9h8M8 12h5',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 1 0 0 20M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7v1M12 17.5v.5',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 1 0 0-13M15.5 15.5L21 21',
  menu: 'M4 6h16M4 12h16M4 18h16',
  more: 'M5 11a1 1 0 1 0 0 2 1 1 0 1 0 0-2M12 11a1 1 0 1 0 0 2 1 1 0 1 0 0-2M19 11a1 1 0 1 0 0 2 1 1 0 1 0 0-2',
  megaphone: 'M3 10v4h3l7 5V5l-7 5zM17 9a4 4 0 0 1 0 6M19.5 6.5a7.5 7.5 0 0 1 0 11',
};

/** The icon of a menu entry, hidden from assistive technology (the entry's name labels it). */
export function MenuIcon({ name }: { name: string }) {
  return (
    <svg
      className="fk-shell-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name] ?? 'M12 10a2 2 0 1 0 0 4 2 2 0 1 0 0-4'} />
    </svg>
  );
}
