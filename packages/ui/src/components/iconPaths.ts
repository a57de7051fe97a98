/**
 * The drawn icons every widget shares, as SVG path data on a 24 by 24 grid, stroked. A widget that needs another icon
 * adds it here, so the set stays one: text glyphs (＋, 📎, ⌕) are missing from many system fonts and show as boxes.
 */
export const iconPaths = {
  plus: 'M12 5v14M5 12h14',
  attach:
    'M21 11.5l-8.6 8.6a5 5 0 0 1-7.1-7.1l8.6-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4l7.9-7.9',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
  chat: 'M4 4h16v12H8l-4 4zM8 9h8M8 12h5',
  bell: 'M6 9a6 6 0 0 1 12 0c0 6 2.5 8 2.5 8h-17S6 15 6 9zM10 20.5a2.2 2.2 0 0 0 4 0',
  sms: 'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM9 8h6M9 11h4M11 18h2',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  reply: 'M10 8L5 12l5 4M5 12h9a5 5 0 0 1 5 5v1',
  send: 'M21 3L10 14M21 3l-7 18-4-7-7-4z',
  close: 'M6 6l12 12M18 6L6 18',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  print: 'M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z',
  videocam: 'M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5',
} as const;

/** The name of a shared icon. */
export type IconName = keyof typeof iconPaths;
